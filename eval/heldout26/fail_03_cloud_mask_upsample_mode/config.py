"""Cloud / cloud-shadow segmentation of Sentinel-2 tiles (4 bands)."""

SEED = 3
BANDS = 4
TILE = 32
BASE_CH = 8
BATCH = 4
EPOCHS = 1
LR = 2e-3

DECODER = {
    "upsample_mode": "linear",  # ROOT
    "align_corners": False,
}
