"""Crop-stress classifier on drone multispectral tiles (healthy / water stress / nitrogen deficit)."""

CLASSES = ["healthy", "water_stress", "nitrogen_deficit"]
TILE = 16
# the GeoTIFF export stores blue, green, red, red-edge, NIR and finally the alpha/validity mask
EXPORT_BANDS = ["blue", "green", "red", "red_edge", "nir", "alpha"]
MODEL_BANDS = list(range(len(EXPORT_BANDS)))  # ROOT

TILES_PER_CLASS = 5
BATCH_SIZE = 5
EPOCHS = 1
LR = 5e-3
SEED = 58
