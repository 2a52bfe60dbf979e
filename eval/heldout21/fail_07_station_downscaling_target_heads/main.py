import mindspore as ms
from mindspore import nn

import config as cfg
from data import station_dataset
from model import DownscalingNet, StationLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(cfg.SEED)

net = DownscalingNet()
step = nn.TrainOneStepCell(StationLoss(net), nn.AdamWeightDecay(net.trainable_params(), 2e-3))
step.set_train()

dataset = station_dataset()
for epoch in range(cfg.EPOCHS):
    losses = [float(step(b["predictors"], b["obs"]).asnumpy())
              for b in dataset.create_dict_iterator()]
    print(f"epoch {epoch}: weighted loss {sum(losses) / len(losses):.4f}")
