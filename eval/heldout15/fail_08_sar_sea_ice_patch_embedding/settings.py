"""Sea-ice type classification from single-polarisation (HH) SAR chips."""

ICE_CLASSES = ("open_water", "new_ice", "first_year", "multi_year")
CHIP = 32
PATCH = 8
IN_CHANNELS = 1          # HH backscatter only
EMBED = 48
DEPTH = 2
HEADS = 4
BATCH = 8
NUM_CHIPS = 64
EPOCHS = 2
LR = 1e-3
