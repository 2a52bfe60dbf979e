def conv_output_size(image_size, channels):
    side = image_size // 4  # ROOT
    return channels * side * side


def make_batch(rng, batch_size, image_size, num_classes):
    images = rng.uniform(0, 1, (batch_size, 3, image_size, image_size)).astype("float32")
    labels = rng.integers(0, num_classes, batch_size).astype("int32")
    return images, labels
