import mindspore as ms
from mindspore import nn, ops


class EmaState:
    """Book-keeping for the EMA teacher (kept outside the parameters so it is not checkpointed)."""

    def __init__(self):
        self.num_updates = 0


class EmaTeacherUpdate(nn.Cell):
    """teacher <- d * teacher + (1 - d) * student, with the usual warm-up d = min(base, (1+n)/(10+n))."""

    def __init__(self, student, teacher, base_decay=0.99):
        super().__init__()
        self.student = ms.ParameterTuple(student.trainable_params())
        self.teacher = ms.ParameterTuple(teacher.get_parameters())
        self.base_decay = base_decay
        self.state = EmaState()

    def construct(self):
        self.state.num_updates += 1  # ROOT
        n = self.state.num_updates
        decay = min(self.base_decay, (1.0 + n) / (10.0 + n))
        for s, t in zip(self.student, self.teacher):
            ops.assign(t, decay * t + (1.0 - decay) * s)
        return decay
