// BaselineModel: to be written.
