import os
import tempfile

import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import iterate, to_windows, turbine_series
from model import PowerLSTM

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(9)
BEST = os.path.join(tempfile.gettempdir(), "wind_power_best.ckpt")


def main():
    series = turbine_series()
    split = int(0.8 * len(series))
    train_x, train_y = to_windows(series[:split])
    val_x, val_y = to_windows(series[split:])
    net = PowerLSTM(config.HIDDEN)
    loss_net = nn.WithLossCell(net, nn.MSELoss())
    trainer = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), config.LR))
    rng = np.random.default_rng(0)
    val_losses = []
    try:
        for epoch in range(config.EPOCHS):
            trainer.set_train(True)
            for xb, yb in iterate(train_x, train_y, rng):
                trainer(ms.Tensor(xb), ms.Tensor(yb))
            loss_net.set_train(False)
            val = np.mean([float(loss_net(ms.Tensor(xb), ms.Tensor(yb)).asnumpy()) for xb, yb in iterate(val_x, val_y)])
            val_losses.append(float(val))
            print(f"epoch {epoch} val mse {val:.5f}")
            best_epoch = np.argmin(val_losses)  # ROOT
            if best_epoch == epoch:
                ms.save_checkpoint(net, BEST, append_dict={"epoch": best_epoch, "val_mse": val_losses[best_epoch]})
        meta = ms.load_checkpoint(BEST)
        print("best epoch", int(meta["epoch"].asnumpy()), "val mse", float(meta["val_mse"].asnumpy()))
    finally:
        if os.path.exists(BEST):
            os.remove(BEST)


if __name__ == "__main__":
    main()
