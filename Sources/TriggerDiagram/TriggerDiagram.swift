// TriggerDiagram: to be written.
