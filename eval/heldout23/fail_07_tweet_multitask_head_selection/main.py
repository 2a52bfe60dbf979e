import numpy as np
import mindspore as ms
from mindspore import nn

import config as cfg
from data import tweet_batches
from model import MultiTaskTweetNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(cfg.SEED)
    rng = np.random.default_rng(cfg.SEED)

    net = MultiTaskTweetNet(cfg.VOCAB_SIZE, cfg.EMBED_DIM, cfg.HIDDEN, cfg.TASKS, cfg.TRAIN_TASK)
    n_classes = cfg.TASKS.get(cfg.TRAIN_TASK, 3)
    loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
    opt = nn.Momentum(net.trainable_params(), learning_rate=cfg.LEARNING_RATE, momentum=0.9)
    step_fn = nn.TrainOneStepCell(loss_net, opt)
    step_fn.set_train()

    for i, (tokens, labels) in enumerate(tweet_batches(cfg.STEPS, cfg.BATCH_SIZE, cfg.MAX_TOKENS,
                                                      cfg.VOCAB_SIZE, n_classes, rng)):
        loss = step_fn(ms.Tensor(tokens), ms.Tensor(labels))
        print(f"[{cfg.TRAIN_TASK}] step {i} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
