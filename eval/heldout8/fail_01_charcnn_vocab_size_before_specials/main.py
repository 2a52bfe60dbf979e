import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import mindspore as ms
from mindspore import nn, Tensor

from config import CharCNNConfig
from data import iterate_batches
from model import CharCNN
from tokenizer import CharTokenizer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(7)
    cfg = CharCNNConfig()
    tokenizer = CharTokenizer(cfg.alphabet, cfg.specials, cfg.max_len)
    net = CharCNN(cfg)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    optimizer = nn.Adam(net.trainable_params(), learning_rate=cfg.learning_rate)
    trainer = nn.TrainOneStepCell(loss_net, optimizer)
    trainer.set_train()
    for step, (ids, labels) in enumerate(iterate_batches(tokenizer, cfg.batch_size, cfg.train_steps)):
        loss = trainer(Tensor(ids), Tensor(labels))
        print(f"step {step} loss {float(loss.asnumpy()):.4f}")


if __name__ == "__main__":
    main()
