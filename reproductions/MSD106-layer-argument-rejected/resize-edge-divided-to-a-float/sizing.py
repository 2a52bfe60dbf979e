CROP = 24
CROP_FRACTION = 0.875


def resize_edge(crop=CROP, fraction=CROP_FRACTION):
    return crop / fraction  # expect: MSD106
