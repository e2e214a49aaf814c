// LessonScript: to be written.
