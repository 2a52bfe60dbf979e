import os

import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import eeg_epochs
from metrics import balanced_accuracy, best_epoch
from model import SleepStager


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    x_tr, y_tr = eeg_epochs(cfg.NUM_TRAIN, rng)
    x_va, y_va = eeg_epochs(cfg.NUM_VAL, rng)

    net = SleepStager(len(cfg.STAGES))
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LEARNING_RATE)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)

    history = []
    for epoch in range(1, cfg.EPOCHS + 1):
        step.set_train(True)
        for i in range(0, cfg.NUM_TRAIN, cfg.BATCH_SIZE):
            loss = step(ms.Tensor(x_tr[i:i + cfg.BATCH_SIZE]), ms.Tensor(y_tr[i:i + cfg.BATCH_SIZE]))
        net.set_train(False)
        pred = net(ms.Tensor(x_va)).asnumpy().argmax(-1)
        score = balanced_accuracy(pred, y_va, len(cfg.STAGES))
        history.append(score)
        print(f"epoch {epoch} loss {loss.asnumpy():.4f} val balanced acc {score:.3f}")

    try:
        ms.save_checkpoint(net, cfg.CKPT_PATH,
                           append_dict={"best_epoch": best_epoch(history), "best_score": max(history)})
        print("saved", os.path.basename(cfg.CKPT_PATH))
    finally:
        if os.path.exists(cfg.CKPT_PATH):
            os.remove(cfg.CKPT_PATH)


if __name__ == "__main__":
    main()
