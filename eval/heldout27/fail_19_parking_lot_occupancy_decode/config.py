"""Parking-space occupancy from CCTV frames that the camera gateway already decodes to RGB arrays."""

SEED = 38
CROP = 20
INPUT = 16
SOURCE = {
    "format": "rgb_array",
    "decode": True,  # ROOT
}
BATCH = 4
EPOCHS = 1
LR = 1e-3
