GRID = 16            # bird's-eye-view cells per side
VOXEL_SIZE = 0.5     # metres per cell
ORIGIN = (-4.0, -4.0)
POINTS_PER_SCENE = 64
PILLAR_FEATURES = 16
NUM_CLASSES = 3      # background, car, pedestrian
