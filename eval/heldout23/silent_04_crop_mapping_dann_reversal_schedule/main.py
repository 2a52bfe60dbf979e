import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from dann import DANN, grl_lambda, steps_taken
from data import region_pixels


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    x_src, y_src = region_pixels(rng, 0.0)
    x_tgt, y_tgt = region_pixels(rng, 0.15)

    batches = cfg.PIXELS_PER_REGION // cfg.BATCH_SIZE
    net = DANN(total_steps=cfg.EPOCHS * batches)
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    step = nn.TrainOneStepCell(net, opt)
    step.set_train()
    for epoch in range(cfg.EPOCHS):
        for b in range(batches):
            sl = slice(b * cfg.BATCH_SIZE, (b + 1) * cfg.BATCH_SIZE)
            loss = step(ms.Tensor(x_src[sl]), ms.Tensor(y_src[sl]), ms.Tensor(x_tgt[sl]))
        print(f"epoch {epoch} total loss {loss.asnumpy():.4f}")

    n = steps_taken()
    print(f"GRL schedule position: {n}/{cfg.EPOCHS * batches}, lambda={grl_lambda(n, cfg.EPOCHS * batches):.3f}")
    net.set_train(False)
    pred = net.crop_head(net.features(ms.Tensor(x_tgt))).asnumpy().argmax(-1)
    print(f"target-region crop accuracy: {(pred == y_tgt).mean():.3f}")


if __name__ == "__main__":
    main()
