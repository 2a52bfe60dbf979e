import numpy as np

from cfg import GRID, VOXEL_SIZE, ORIGIN, POINTS_PER_SCENE, NUM_CLASSES


def lidar_scene(rng):
    extent = GRID * VOXEL_SIZE
    xy = rng.uniform(0, extent, size=(POINTS_PER_SCENE, 2)) + np.array(ORIGIN)
    z = rng.normal(0.0, 0.5, size=(POINTS_PER_SCENE, 1))
    intensity = rng.random((POINTS_PER_SCENE, 1))
    pts = np.concatenate([xy, z, intensity], axis=1).astype(np.float32)
    heat = rng.integers(0, NUM_CLASSES, size=(GRID, GRID)).astype(np.int32)
    return pts, heat
