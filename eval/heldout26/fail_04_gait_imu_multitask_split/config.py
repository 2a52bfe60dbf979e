"""Wearable IMU gait analysis: activity, terrain and walking speed from one window."""

SEED = 21
WINDOW = 50          # 1 s at 50 Hz
CHANNELS = 6         # accel xyz + gyro xyz
ACTIVITIES = ["walk", "jog", "stairs_up", "stairs_down"]
TERRAINS = ["flat", "grass", "gravel"]
HIDDEN = 32
BATCH = 8
EPOCHS = 1
LR = 1e-3
SPEED_WEIGHT = 0.5
