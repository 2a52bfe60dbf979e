import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import species_features, card_pull
from losses import BalancedCE


def per_class_recall(pred, y):
    return [float((pred[y == c] == c).mean()) if (y == c).any() else float("nan") for c in range(len(config.SPECIES))]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    centres = species_features(rng)
    head = nn.Dense(config.FEATURE_DIM, len(config.SPECIES))
    loss_fn = BalancedCE(len(config.SPECIES))
    step = nn.TrainOneStepCell(nn.WithLossCell(head, loss_fn), nn.SGD(head.trainable_params(), 0.1))
    step.set_train()
    for r in range(config.NUM_ROUNDS):
        x, y = card_pull(centres, rng)
        loss_fn.observe(y)
        for _ in range(5):
            loss = step(ms.Tensor(x), ms.Tensor(y))
        print(f"round {r}: loss {float(loss):.4f}")
    x, y = card_pull(centres, rng)
    head.set_train(False)
    pred = head(ms.Tensor(x)).asnumpy().argmax(axis=1)
    print("class counts", loss_fn.class_counts.astype(int).tolist())
    print("per-species recall", np.round(per_class_recall(pred, y), 2).tolist())


if __name__ == "__main__":
    main()
