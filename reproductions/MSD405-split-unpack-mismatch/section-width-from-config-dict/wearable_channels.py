"""Channels of a wearable's sensors, in the column order of the merged feature table."""
ACCEL_CHANNELS = ["ax", "ay", "az"]
GYRO_CHANNELS = ["gx", "gy", "gz"]
HEART_CHANNELS = ["hr", "hrv"]

WIDTHS = {
    "accel": 3,
    "gyro": 3,
    "heart": 1,  # expect: MSD405
}
