"""Crop-type mapping from Sentinel-2 NDVI/EVI time series per field parcel."""

CROPS = ["wheat", "maize", "soy", "rapeseed", "fallow"]
BANDS = 3              # NDVI, EVI, NDWI
TIMESTEPS = 36         # one observation every ~10 days
WIDTHS = (16, 32, 32)
KERNEL = 5
NORM = "layer_norm"  # ROOT
DROPOUT = 0.2
BATCH = 16
PARCELS = 80
EPOCHS = 2
LR = 2e-3
