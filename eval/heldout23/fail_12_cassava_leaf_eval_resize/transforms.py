import config as cfg


def eval_sizes(crop_size=cfg.CROP_SIZE, ratio=cfg.CROP_RATIO):
    """Returns (resize_to, crop_to) for evaluation."""
    resize_to = crop_size / ratio  # ROOT
    return resize_to, crop_size
