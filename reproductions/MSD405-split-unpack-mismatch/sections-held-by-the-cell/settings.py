# what the pose head predicts for each joint group, and how many numbers each takes
OUTPUTS = {"heatmap_offset": 2, "visibility": 1, "depth_and_scale": 2}
FEATURES = 16
