import mindspore as ms
import mindspore.nn as nn


def make_train_step(net, optimizer, num_tags):
    token_loss = nn.CrossEntropyLoss(reduction="none")

    def forward(ids, tags, mask):
        logits = net(ids)
        loss = token_loss(logits.reshape(-1, num_tags), tags.reshape(-1)).reshape(tags.shape)
        return (loss * mask).sum() / mask.sum()

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(ids, tags, mask=None):
        loss, grads = grad_fn(ids, tags, mask)
        optimizer(grads)
        return loss

    return train_step


def run_epoch(train_step, batches):
    losses = []
    for batch in batches:
        losses.append(float(train_step(*batch)))
    return sum(losses) / len(losses)
