CROP = 24
CROP_FRACTION = 0.875


def resize_edge(crop=CROP, fraction=CROP_FRACTION):
    return round(crop / fraction)
