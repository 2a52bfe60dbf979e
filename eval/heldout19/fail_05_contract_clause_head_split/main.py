import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import ClauseClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    net = ClauseClassifier(config.VOCAB_SIZE, config.HIDDEN, config.NUM_HEADS, config.NUM_CLAUSE_TYPES)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    train_step.set_train()
    for step in range(4):
        ids = rng.integers(1, config.VOCAB_SIZE, size=(config.BATCH_SIZE, config.MAX_LEN)).astype(np.int32)
        labels = rng.integers(0, config.NUM_CLAUSE_TYPES, size=config.BATCH_SIZE).astype(np.int32)
        loss = train_step(ms.Tensor(ids), ms.Tensor(labels))
        print(f"step {step}: loss={loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
