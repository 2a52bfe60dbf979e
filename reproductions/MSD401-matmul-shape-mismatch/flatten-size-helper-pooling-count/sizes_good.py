def flattened_features(image_size, channels):
    side = image_size // 4
    return channels * side * side
