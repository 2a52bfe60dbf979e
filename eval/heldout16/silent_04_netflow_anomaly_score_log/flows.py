import numpy as np

import config


def benign_flows(n, rng):
    latent = rng.normal(size=(n, 3))
    mix = rng.normal(size=(3, config.FLOW_FEATURES))
    return (latent @ mix + 0.1 * rng.normal(size=(n, config.FLOW_FEATURES))).astype(np.float32)


def traffic(seed):
    rng = np.random.default_rng(seed)
    train = benign_flows(config.NUM_FLOWS, rng)
    calib = benign_flows(128, rng)
    live = benign_flows(96, rng)
    attack_idx = rng.choice(len(live), size=6, replace=False)
    live[attack_idx] += rng.normal(0, 4.0, size=(6, config.FLOW_FEATURES)).astype(np.float32)
    return train, calib, live, np.sort(attack_idx)
