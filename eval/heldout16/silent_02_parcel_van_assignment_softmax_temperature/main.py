import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
import layers
from parcels import parcel_day


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    feats, weight, cost = parcel_day(config.SEED)
    parcels, weights = ms.Tensor(feats), ms.Tensor(weight)
    net = layers.SoftAssignment(config.PARCEL_FEATURES, config.NUM_VANS)
    train = nn.TrainOneStepCell(layers.RoutingLoss(net, ms.Tensor(cost)),
                                nn.SGD(net.trainable_params(), learning_rate=config.LR))
    for epoch in range(config.EPOCHS):
        train.set_train()
        for _ in range(5):
            loss = train(parcels, weights)
        net.set_train(False)
        probs = net(parcels).asnumpy()
        entropy = float(-(probs * np.log(probs + 1e-9)).sum(axis=1).mean())
        print(f"epoch {epoch}: T={layers.TEMPERATURE:.3f} loss={float(loss):.4f} "
              f"mean max-prob={probs.max(axis=1).mean():.3f} entropy={entropy:.3f}")
        layers.TEMPERATURE *= config.ANNEAL
    hard = probs.argmax(axis=1)
    print("parcels per van:", np.bincount(hard, minlength=config.NUM_VANS).tolist())


if __name__ == "__main__":
    main()
