"""Point clouds of scanned parts, padded for batching."""
import numpy as np

MAX_POINTS = 10


def coordinates(clouds):
    coords = np.zeros((len(clouds), MAX_POINTS, 3), np.float32)
    for i, cloud in enumerate(clouds):
        coords[i, :len(cloud)] = cloud
    return coords


def neighbour_weights(clouds):
    width = MAX_POINTS
    weights = np.zeros((len(clouds), width, width), np.float32)
    for i, cloud in enumerate(clouds):
        d = np.linalg.norm(cloud[:, None] - cloud[None], axis=-1)
        weights[i, :len(cloud), :len(cloud)] = np.exp(-d)
    return weights
