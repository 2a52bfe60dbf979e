import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from ckpt_utils import save_source_model, load_backbone, cleanup
from data import survey_batch
from model import FishNet


def train_one_step(net, imgs, labels):
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    step = nn.TrainOneStepCell(loss_net, nn.SGD(net.trainable_params(), cfg.LEARNING_RATE))
    return step(ms.Tensor(imgs), ms.Tensor(labels))


def main():
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)
    try:
        source = FishNet(cfg.SOURCE_SPECIES, cfg.FEATURE_DIM)
        loss = train_one_step(source, *survey_batch(rng, cfg.BATCH_SIZE, cfg.SOURCE_SPECIES))
        print(f"source pretraining loss {loss.asnumpy():.4f}")
        save_source_model(source)

        target = FishNet(cfg.TARGET_SPECIES, cfg.FEATURE_DIM)
        missing = load_backbone(target, cfg.CKPT_PATH)
        print("freshly initialised:", missing)
        loss = train_one_step(target, *survey_batch(rng, cfg.BATCH_SIZE, cfg.TARGET_SPECIES))
        print(f"target fine-tuning loss {loss.asnumpy():.4f}")
    finally:
        cleanup()


if __name__ == "__main__":
    main()
