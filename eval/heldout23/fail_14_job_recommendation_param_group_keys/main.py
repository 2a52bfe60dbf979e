import numpy as np
import mindspore as ms

import config as cfg
from data import interactions
from model import TwoTowerRecommender
from train import build_train_step


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    net = TwoTowerRecommender(cfg.NUM_SKILLS, cfg.NUM_POSTINGS, cfg.EMBED_DIM, cfg.TOWER_HIDDEN)
    step = build_train_step(net)
    for i in range(cfg.STEPS):
        batch = [ms.Tensor(a) for a in interactions(rng, cfg.BATCH_SIZE)]
        print(f"step {i} bce {step(*batch).asnumpy():.4f}")


if __name__ == "__main__":
    main()
