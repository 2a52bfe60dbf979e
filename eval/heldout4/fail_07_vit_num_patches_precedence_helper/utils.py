def num_patches(image_size, patch_size):
    """Number of non-overlapping patches in a square image."""
    return image_size // patch_size ** 2  # ROOT


def count_params(net):
    return sum(p.size for p in net.trainable_params())
