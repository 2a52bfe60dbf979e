import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops


class MultiTaskLoss(nn.Cell):
    """Sums the per-task losses of the tasks whose weight is switched on."""

    def __init__(self, task_weights):
        super().__init__()
        self.n_tasks = len(task_weights)
        self.task_weights = Parameter(Tensor(task_weights, ms.float32), name="task_weights", requires_grad=False)
        self.ce = nn.CrossEntropyLoss()
        self.mse = nn.MSELoss()

    def construct(self, cls_logits, reg_out, cls_target, reg_target):
        per_task = (self.ce(cls_logits, cls_target), self.mse(reg_out, reg_target))
        total = 0.0  # ROOT
        for i in range(self.n_tasks):
            if self.task_weights[i] > 0:
                total = total + self.task_weights[i] * per_task[i]
        return total
