import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import LoadForecaster


def synth_load(rng, n):
    hours = np.arange(config.HISTORY_HOURS + config.HORIZON_HOURS, dtype=np.float32)
    offset = rng.uniform(0, 24, size=(n, 1)).astype(np.float32)
    load = np.sin(2 * np.pi * (hours[None, :] + offset) / 24.0) + 0.1 * rng.standard_normal((n, hours.size))
    load = load.astype(np.float32)
    feats = np.repeat(load[:, : config.HISTORY_HOURS, None], config.NUM_FEATURES, axis=2)
    feats[:, :, 1:] *= rng.uniform(0.5, 1.5, size=(1, 1, config.NUM_FEATURES - 1)).astype(np.float32)
    return feats, load[:, config.HISTORY_HOURS:]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = LoadForecaster(config.NUM_FEATURES, config.HIDDEN, config.ROLLOUT_STEPS, config.STEP_HOURS)
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=config.LR))
    train_net.set_train()
    for epoch in range(3):
        x, y = synth_load(rng, config.BATCH_SIZE)
        loss = train_net(ms.Tensor(x), ms.Tensor(y))
        print(f"epoch {epoch} mse {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
