import numpy as np

import config

# wrist = 0; each finger is a chain of four joints hanging off the wrist
FINGER_ROOTS = [1, 5, 9, 13, 17]


def bone_list():
    bones = []
    for root in FINGER_ROOTS:
        bones.append((0, root))
        bones += [(root + k, root + k + 1) for k in range(3)]
    return bones


def normalized_adjacency():
    a = np.eye(config.N_JOINTS, dtype=np.float32)
    for i, j in bone_list():
        a[i, j] = a[j, i] = 1.0
    d = 1.0 / np.sqrt(a.sum(axis=1))
    return (a * d[:, None] * d[None, :]).astype(np.float32)
