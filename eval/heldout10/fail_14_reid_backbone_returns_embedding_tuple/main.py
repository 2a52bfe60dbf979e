import numpy as np
import mindspore as ms

from market import fake_market
from build import build_training

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

NUM_IDS = 8


def main():
    imgs, ids = fake_market(NUM_IDS, per_id=4)
    net, trainer = build_training(NUM_IDS, lr=0.05)
    rng = np.random.default_rng(0)
    for epoch in range(2):
        order = rng.permutation(len(ids))
        for s in range(0, len(order), 16):
            idx = order[s:s + 16]
            loss = trainer(ms.Tensor(imgs[idx]), ms.Tensor(ids[idx]))
        print(f"epoch {epoch} id loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
