print("trigger-bench: to be written")
