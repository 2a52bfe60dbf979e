def flattened_features(image_size, channels):
    side = image_size // 2  # expect: MSD401
    return channels * side * side
