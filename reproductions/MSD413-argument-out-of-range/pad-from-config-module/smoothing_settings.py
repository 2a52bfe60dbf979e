"""Settings of the sensor smoother (a module passed to the model as `cfg`)."""
CHANNELS = 3
WINDOW = 96  # expect: MSD413
