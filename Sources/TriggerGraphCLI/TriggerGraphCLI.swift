// TriggerGraphCLI: to be written.
