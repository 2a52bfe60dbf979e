"""Human-activity recognition from wrist IMU; rows are flattened windows (CSV export)."""
SENSORS = ["acc_x", "acc_y", "acc_z", "gyro_x", "gyro_y", "gyro_z"]
WINDOW = 20
N_FEATURES = 3  # ROOT
HIDDEN = 32
ACTIVITIES = ["walk", "run", "sit", "stairs"]
BATCH_SIZE = 8
EPOCHS = 2
