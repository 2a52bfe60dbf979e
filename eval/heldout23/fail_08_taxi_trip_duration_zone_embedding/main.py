import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as cfg
from data import load_trips, trips_dataset
from model import TripDurationNet, TripLossCell
from utils import zone_vocab_size


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)

    pu, do, numeric, target = load_trips(rng)
    n_zones = zone_vocab_size(pu, do)
    net = TripDurationNet(n_zones, numeric.shape[1])
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    model = Model(TripLossCell(net), optimizer=opt)
    model.train(cfg.EPOCHS, trips_dataset(pu, do, numeric, target),
                callbacks=[LossMonitor(1)], dataset_sink_mode=False)
    print(f"trained on {len(target)} trips over {n_zones} zones")


if __name__ == "__main__":
    main()
