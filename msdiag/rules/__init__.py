"""The rules: one module per family, each rule a class with a permanent code (see `registry`)."""
