import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import synthetic_headlines, iterate
from model import TopicClassifier

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(1)
    ids, labels = synthetic_headlines(cfg.BATCH_SIZE * cfg.STEPS, cfg.VOCAB_SIZE, cfg.MAX_LEN, cfg.NUM_TOPICS)
    model = TopicClassifier(cfg)
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(model.trainable_params(), learning_rate=cfg.LR)

    def forward_fn(x, y):
        logits = model(x)
        return loss_fn(logits, y), logits

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

    @ms.jit
    def train_step(x, y):
        (loss, logits), grads = grad_fn(x, y)
        optimizer(grads)
        return loss, logits

    model.set_train()
    for step, (x, y) in enumerate(iterate(ids, labels, cfg.BATCH_SIZE)):
        loss, logits = train_step(Tensor(x), Tensor(y))
        acc = (logits.asnumpy().argmax(-1) == y).mean()
        print(f"step {step} loss {loss.asnumpy():.4f} acc {acc:.2f}")


if __name__ == "__main__":
    main()
