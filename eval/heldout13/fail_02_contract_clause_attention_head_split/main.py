import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import encode, fake_clauses
from model import ClauseClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    rng = np.random.default_rng(0)
    vocab = {}
    net = ClauseClassifier(config.VOCAB_SIZE, config.MAX_LEN, config.D_MODEL,
                           config.NUM_HEADS, config.FFN_DIM, config.NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-4, weight_decay=0.01)
    train_step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    for step in range(config.STEPS):
        ids = ms.Tensor(encode(fake_clauses(config.BATCH_SIZE, rng), vocab, config.MAX_LEN))
        labels = ms.Tensor(rng.integers(0, config.NUM_CLASSES, config.BATCH_SIZE).astype(np.int32))
        loss = train_step(ids, labels)
        print(f"step {step} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
