import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import booking_dataset
from model import TowerNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    np.random.seed(cfg.SEED)
    net = TowerNet(cfg.FEATURE_GROUPS, cfg.TOWER_WIDTH)
    loss_net = nn.WithLossCell(net, nn.BCEWithLogitsLoss())
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)
    step = nn.TrainOneStepCell(loss_net, opt)
    step.set_train()
    for epoch in range(cfg.EPOCHS):
        losses = [float(step(b["x"], b["y"]).asnumpy()) for b in booking_dataset().create_dict_iterator()]
        print(f"epoch {epoch}: mean loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
