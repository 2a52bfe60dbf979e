import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from model import TicketRouter
from tokenizer import WordTokenizer

ms.set_context(mode=ms.GRAPH_MODE)

TICKETS = [
    ("I was charged twice for my subscription this month", 0),
    ("The app crashes when I open the settings page", 1),
    ("Please reset my password, I cannot log in", 2),
    ("My package has not arrived after ten days", 3),
    ("Refund the extra fee on my last invoice", 0),
    ("Error 500 when uploading a file larger than 2MB", 1),
    ("How do I change the email address on my account", 2),
    ("Tracking number shows delivered but nothing came", 3),
]


def main():
    ms.set_seed(0)
    texts = [t for t, _ in TICKETS]
    labels = np.array([y for _, y in TICKETS], np.int32)
    tok = WordTokenizer(texts)
    ids = tok.encode_batch(texts)  # ROOT
    model = TicketRouter(len(tok), cfg)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(model.trainable_params(), learning_rate=cfg.LR)

    def forward(x, y):
        return loss_fn(model(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    model.set_train()
    for epoch in range(cfg.EPOCHS):
        for s in range(0, len(ids), cfg.BATCH_SIZE):
            loss, grads = grad_fn(Tensor(ids[s:s + cfg.BATCH_SIZE]), Tensor(labels[s:s + cfg.BATCH_SIZE]))
            opt(grads)
        print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
