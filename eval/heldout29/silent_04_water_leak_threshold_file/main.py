import os

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import zone_night_flows
from model import LeakScorer, LeakAlerter


def write_threshold(value):
    with open(config.THRESHOLD_FILE, "w") as fh:
        fh.write(str(value))


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    X, y = zone_night_flows(rng, config.N_ZONES)
    tonight, _ = zone_night_flows(rng, config.N_ZONES)

    scorer = LeakScorer(len(config.FEATURES))
    step = nn.TrainOneStepCell(nn.WithLossCell(scorer, nn.BCEWithLogitsLoss()),
                               nn.Adam(scorer.trainable_params(), config.LR))
    step.set_train()
    for _ in range(config.EPOCHS):
        for lo in range(0, config.N_ZONES, config.BATCH_SIZE):
            step(Tensor(X[lo:lo + config.BATCH_SIZE]), Tensor(y[lo:lo + config.BATCH_SIZE]))

    alerter = LeakAlerter(scorer, config.THRESHOLD_FILE)
    alerter.set_train(False)
    try:
        write_threshold(config.LAUNCH_THRESHOLD)
        print("zones alerted at launch threshold:", int(alerter(Tensor(tonight)).asnumpy().sum()))
        write_threshold(config.STORM_SEASON_THRESHOLD)
        print("zones alerted in storm season:   ", int(alerter(Tensor(tonight)).asnumpy().sum()))
    finally:
        os.remove(config.THRESHOLD_FILE)


if __name__ == "__main__":
    main()
