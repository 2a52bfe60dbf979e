import os

import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from detector import AnomalyScorer, FlowAutoencoder
from flows import traffic


def calibrate(scorer, calib_flows):
    scorer.score_log.clear()
    for s in range(0, len(calib_flows), config.BATCH_SIZE):
        scorer(ms.Tensor(calib_flows[s:s + config.BATCH_SIZE]))
    if not scorer.score_log:
        return config.FALLBACK_THRESHOLD
    scores = np.concatenate([t.asnumpy() for t in scorer.score_log])
    return float(np.percentile(scores, config.PERCENTILE))


def main():
    mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    train, calib, live, attacks = traffic(config.SEED)

    ae = FlowAutoencoder(config.FLOW_FEATURES, config.BOTTLENECK)
    step = nn.TrainOneStepCell(nn.WithLossCell(ae, nn.MSELoss()), nn.Adam(ae.trainable_params(), config.LR))
    step.set_train()
    for epoch in range(config.EPOCHS):
        for s in range(0, len(train), config.BATCH_SIZE):
            batch = ms.Tensor(train[s:s + config.BATCH_SIZE])
            loss = step(batch, batch)
        print(f"epoch {epoch}: reconstruction mse {float(loss):.4f}")

    ae.set_train(False)
    scorer = AnomalyScorer(ae)
    threshold = calibrate(scorer, calib)
    print(f"alert threshold: {threshold:.4f} (from {len(scorer.score_log)} logged batches)")
    alerts = np.flatnonzero(scorer(ms.Tensor(live)).asnumpy() > threshold)
    print(f"alerts raised: {len(alerts)} / {len(live)} flows; true attacks caught: "
          f"{len(np.intersect1d(alerts, attacks))} / {len(attacks)}")


if __name__ == "__main__":
    main()
