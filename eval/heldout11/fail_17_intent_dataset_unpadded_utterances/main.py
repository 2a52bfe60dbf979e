import mindspore as ms
from mindspore import nn

import config as cfg
from data import UTTERANCES, build_vocab, make_dataset
from model import IntentCNN

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    ms.dataset.config.set_seed(0)
    vocab = build_vocab(UTTERANCES)
    train_ds = make_dataset(UTTERANCES, vocab, cfg.MAX_LEN, cfg.BATCH_SIZE)
    net = IntentCNN(len(vocab), cfg.EMBED_DIM, cfg.HIDDEN, len(cfg.INTENTS))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)

    def forward(ids, label):
        return loss_fn(net(ids), label)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(ids, label):
        loss, grads = grad_fn(ids, label)
        opt(grads)
        return loss

    for epoch in range(cfg.EPOCHS):
        losses = [float(train_step(ids, label).asnumpy()) for ids, label in train_ds.create_tuple_iterator()]
        print(f"epoch {epoch}: mean loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
