"""简体中文规则文档：规则代码 -> Markdown，结构与规则 docstring 相同（首行摘要，再接四个固定标题）。

标题依次为 `## 功能`、`## 为什么有问题`、`## 示例`、`## 改为`；`## 示例` 与 `## 改为` 下的代码与英文 docstring 相同，因此这里留空，由 `Rule.doc_text` 从英文 docstring 补上；只有其中含有需要翻译的文字时才在这里写出。
`msdiag rules --write-docs` 据此生成 docs/rules/zh/。每条译文附有其所依据的英文 docstring（`inspect.cleandoc` 之后）的
`msdiag.locale.source_hash`：英文改动后测试会失败，审校译文后更新哈希。"""
from __future__ import annotations

DOCS: dict[str, tuple[str, str]] = {
    "MSD101": ("""\
同一个参数既通过位置、又通过关键字收到了值。

## 功能
查找对子 Cell（或函数）的调用中，某个位置参数已经填充了某个形参、而该形参又以关键字形式传入的情况：可能是直接传入，也可能是经由辅助层转发的 `**kwargs` 传入。

## 为什么有问题
对于这种调用，Python 会抛出 `TypeError: got multiple values for argument`。在静态图模式下，MindSpore 在构图时自行绑定参数，报出的是 `TypeError: Multiply values for specific argument: <name>`，而且往往不说明是哪两个值冲突。这个错误与 NumPy 调用或所谓的“图污染”无关：一个参数收到了两个值，这就是全部根因。通常是那个位置参数本来应该传给另一个参数。

## 示例

## 改为
""", "dac3d67e"),
    "MSD102": ("""\
调用传入了被调用方没有对应参数的关键字。

## 功能
查找对子 Cell 或函数的调用中，其 `construct` 并未声明的关键字参数（常见于拼写错误），并给出名字最接近的参数。调用的 `functools.partial` 所绑定的关键字（`norm_layer=partial(nn.LayerNorm, eps=1e-6)`，从 PyTorch 代码移植来的默认值）会在创建该 partial 的地方报告。

## 为什么有问题
Python 会以 `TypeError: got an unexpected keyword argument` 拒绝这次调用。在静态图模式下，MindSpore 在构图时解析关键字参数，用它自己的说法报告失败，而且常常指向外层调用，而不是写错的那个关键字。

## 示例

## 改为
""", "cbd8d592"),
    "MSD103": ("""\
Cell 子类没有定义 `construct`。

## 功能
查找出错模型中用到的 `nn.Cell` 子类，其前向计算写在了别的名字的方法里：PyTorch 风格的 `forward`，或者 `constuct` 之类的拼写错误。

## 为什么有问题
MindSpore 只会调用 `construct`。缺少它时，基类的 `Cell.construct` 会抛出 `AttributeError: For 'Cell', the method 'construct' is not defined.`；在静态图模式下，这个错误指向子 Cell 的调用处，而不是缺少该方法的那个类。

## 示例

## 改为
""", "729f8b5d"),
    "MSD107": ("""\
MindSpore 抽象类的子类没有定义它必须定义的方法。

## 功能
读取 Python 的 "Can't instantiate abstract class BalancedAccuracy with abstract method eval"，对象是派生自 MindSpore 抽象基类的用户类（`nn.Metric` 需要 `clear`、`update` 和 `eval`），并指向以别的名字写出的那个方法：PyTorch 库所用的名字（torchmetrics 的 `compute` 和 `reset`，Keras 的 `update_state` 和 `result`），或者该类新增的、任何基类都没有的唯一方法；否则指向该类。

## 为什么有问题
MindSpore 按自己的名字调用这些方法。该类甚至无法构建，而回溯显示的是构建它的那一行，常常在离该类很远的辅助函数中。

## 示例

## 改为
""", "485869ac"),
    "MSD201": ("""\
MindSpore 图编译器不支持的 Python 语法。

## 功能
查找图代码（`construct`、`@ms.jit` 函数以及它们调用的辅助函数）中 MindSpore 2.10 无法编译的语句和表达式：`try`、`yield`、`nonlocal`、`del`、嵌套的 `class`、集合字面量和集合推导式、`:=`、`match`、函数内部的 `import`、`await`、`for ... else` / `while ... else`，以及包含多个 `for` 子句的推导式。即使是永远不会执行的分支也算在内：整个函数都会被解析。当 jit 函数调用由 `value_and_grad` 或 `grad` 求导的函数时，该函数也算作图代码。

## 为什么有问题
静态图模式会解析源码并据此构图；这些写法没有对应的图表示，编译会以 `RuntimeError: Unsupported statement 'Try'`（或 `'Delete'`、`'Nonlocal'` 等）终止，而报错位置常常在某个辅助函数里，离触发它的调用很远。

## 示例

## 改为
""", "098257d9"),
    "MSD202": ("""\
静态图模式不允许在 `construct` 或 `@jit` 中使用的 MindSpore 或 Python API。

## 功能
查找 `construct`（或 jit 函数）中对 MindSpore 拒绝编译的 API 的调用，例如 `ms.get_context`、`ms.set_context` 或创建 `ms.Parameter` 对象，并指向该调用。如果这个方法是因为你的代码没有调用就把它交了出去（给 `ms.value_and_grad` 的 `weights=net.trainable_params`）而由图来调用，就指向写下它却没有 `()` 的地方。

## 为什么有问题
这些 API 读取或修改全局状态，或者创建图的输入，只有在图外才有意义。静态图模式会以 `Failed to compile in GRAPH_MODE because the method or function ... is not supported in 'construct'` 终止。

## 示例

## 改为
""", "03004d09"),
    "MSD203": ("""\
在图代码中创建了 `Parameter`。

## 功能
查找 `construct`、`@ms.jit` 函数以及它们调用的辅助函数中的 `ms.Parameter(...)` 和 `ParameterTuple(...)` 调用。

## 为什么有问题
Parameter 是 Cell 的状态：静态图模式在构建 Cell 时、编译之前就把它们收集好。在图运行期间创建的 Parameter 不是该 Cell 的权重：它不会被训练，也不会被保存，MindSpore 也拒绝编译它。尺寸要延迟确定的权重（“等知道图像尺寸后再创建位置编码”）必须在 `__init__` 中创建。

## 示例

## 改为
""", "c47b9737"),
    "MSD204": ("""\
子 Cell 存放在普通的 Python list 或 tuple 中，而不是 `nn.CellList`。

## 功能
查找值为存放着 Cell 的 Python list、tuple 或 dict 的 Cell 属性，并指向构建它们的那一行 `__init__` 代码。当优化器或参数组得不到任何参数（`the argument parameters must not be empty`），而列表中各单元的参数不在模型的参数里时，即使失败发生在图代码之外，该列表也是第一条发现。

## 为什么有问题
只有以 Cell、`nn.CellList`、`nn.SequentialCell` 或 `nn.CellDict` 的形式赋值时，MindSpore 才会注册子 Cell 及其参数。放在普通 list 里的层对 `parameters_and_names`、优化器和 checkpoint 都不可见；在静态图模式下，它们的参数名会冲突（`its name 'weight' already exists`），或者该 list 根本无法转换。

## 示例

## 改为
""", "1f5c30cd"),
    "MSD205": ("""\
网络返回了 tuple，而下一步（损失函数、封装 Cell）期望的是单个张量。

## 功能
查找收到 tuple 的算子或损失函数，并指向产生它的那句 `construct` 中的 `return a, b`：动态图重跑会记录你的每个函数返回了什么。当该 `return` 只在 `if self.<flag>:` 下执行、否则模型只返回一个张量时，它首先指向设置该标志的地方（构建模型时传入的构造参数）。当 eager 重跑因为把元组当作张量使用而失败时（`out = self.rnn(x)` 之后的 `out[:, -1]`，其 `nn.GRU` 返回 `(output, h_n)`），它指向保存了整个元组的那一行。（或在 `best = ops.max(q, axis=1)` 之后使用 `best * gamma`，它返回的是值和下标）

## 为什么有问题
`nn.WithLossCell` 这类封装会把网络的输出直接交给损失函数。如果网络同时返回了特征或注意力图，损失函数拿到的就是一个 tuple，静态图模式会在 MindSpore 的封装内部以 `the 'logits' must be Tensor, but got 'Tuple[...]'` 终止。

## 示例

## 改为
""", "44022a87"),
    "MSD301": ("""\
`if` 的各个分支给出的值在类型、形状或数据类型上不一致。

## 功能
查找 `if`/`else` 分支（或提前返回）中，一个分支返回或赋值的是张量，另一个却是 Python 标量、`None`、长度不同的 tuple，或者形状、数据类型不同的张量的情况。若 MindSpore 的消息没有给出模型中的行，也会在模型的图代码中查找在张量条件 `if` 的一个分支里被赋为 Python 数、另一个分支里被赋为张量的名字（`if self.ent_coef > 0:` 下的 `entropy_term = 0.0`）。

## 为什么有问题
当条件是张量时，静态图模式会编译两个分支，并且必须把它们的结果合并（join）成同一类型的一个值。它在 `if` 处报告 `Cannot join the return values of different branches`，却不说明是哪个分支与众不同。最常见的情形是：一个变量在以张量为条件的 `while` 或 `if` 之前以 Python 数字开始，在其中变成了张量；这时错误也可能在之后才出现，出现在第一个收到这个未能合并的值（`Tensor(shape=[-2], dtype=Float64, value= )`）的算子处，常常是另一个 Cell 里的损失函数。

## 示例

## 改为
""", "bb929c83"),
    "MSD302": ("""\
含多个元素的张量被用作 Python 条件。

## 功能
查找求值结果为多元素张量的 `if`、`while`、`and`/`or`、`assert` 和 `bool()` 条件，并给出动态图运行时该张量的形状。以同样方式使用的 NumPy 数组会在图编译时失败，给出的是 NumPy 的修改方法（`.any()` / `.all()`）。

## 为什么有问题
条件只需要一个真值。静态图模式报告 `Only tensor which shape is () or (1,) can be converted to bool`；动态图下则是 "more than one element is ambiguous"。通常本意是做归约（`.any()`、`.all()`），或者用 `ops.select`/`ops.where` 逐元素选择。

## 示例

## 改为
""", "2df482da"),
    "MSD304": ("""\
图编译在正常早该结束的时间之后仍在进行。

## 功能
当被监视的 Cell 或 jit 函数仍在编译时，由编译看门狗（`msdiag run --compile-warn SECONDS`，默认 60 秒）报告。指向其 `construct` 中展开后产生图最多的 Python 循环，或指向 `construct` 本身。

## 为什么有问题
静态图模式会展开边界为常量的 Python 循环，并内联每一次调用；一个对子 Cell 迭代几百次的循环，就可能让编译耗时数分钟甚至耗尽内存，却不报任何错误。

## 示例

## 改为
""", "d861ac34"),
    "MSD305": ("""\
`range()` 收到了张量，而静态图模式需要 Python int。

## 功能
查找图代码中 `n` 为张量（`max()` 的结果、从张量值读出的 `shape`、某个输入）的 `for ... in range(n)`，并指向让 `n` 变成张量的那一行。（也包括在 `__init__` 中以 `ms.Tensor(n)` 保存的数值）单元保存的上界（`range(self.rounds)`）会经构造函数的调用方追踪进把它变成张量的辅助函数的 `return`，jit 训练步骤通过 `value_and_grad` 调用模型时也是如此。

## 为什么有问题
静态图模式在编译时展开 `range` 循环，因此上界必须在编译时已知：Python int 或常量。张量的值要到图运行时才存在，MindSpore 会以 `For 'make_range', the 0th input should be a int scalar but got AbstractTensor` 终止。

## 示例

## 改为
""", "7d1df67e"),
    "MSD401": ("""\
Dense 层或矩阵乘法收到的输入内维不匹配。

## 功能
查找输入最后一维与层的 `in_channels`（或另一个操作数的行数）不同的 `nn.Dense` 层和 `ops.matmul`/`MatMul` 调用，并指向选错尺寸的那一行，通常就是在 `__init__` 中构建该层的地方。当尺寸是由辅助函数计算出的配置常量（`HEAD = C * frames_after(FRAMES)`）时，它沿着唯一能使尺寸正确的那一部分，追踪到辅助函数内的算式。当该层得到的特征多于构建时的数目，而模型构建了一个有核大小却没有步长的池化层（MindSpore 的默认步长是 1，PyTorch 的是核大小）时，它指向那个池化层；若模型构建的卷积层有核大小却既没有 `pad_mode` 也没有 `padding`（MindSpore 默认 `pad_mode="same"`，PyTorch 默认不填充），且特征数只在特征图大小上不同，则指向第一个这样的卷积层。若矩阵把输入的大小放在最后一维而不是第一维（NumPy 按行给出的方向表，保存时没有 `.T`），则指向生成或保存它的地方。由调用以与函数参数不同的顺序传入的操作数，指向那个调用。层收到拼接结果（`ops.cat((sparse, dense), -1)`）却只按其中一部分的大小构建时，指向该层的构建处。沿另一条轴拼接（`ops.cat((x, neigh), axis=0)`）且各部分宽度之和等于该层尺寸时，指向拼接处。若该尺寸是在构建之前几行计算出来的（`deep_in = num_sparse * emb_dim`），则指向那一行。循环中逐层传递的宽度（`prev = h`），对第一层会追踪到循环之前设定的值。由某个算子沿某一轴生成的输入（在池化辅助函数中对 (B, C, T) 特征图的通道做 `x.mean(axis=1)`，或拼接中的一部分），若换成另一个轴即可符合该层，则先指向该算子的轴，再指向层的构建。尺寸由设置和辅助函数自己算出的尺寸共同决定时（`channels * side * side`，其中 `side = image_size // 2`），追溯自己算出的那个。单元自己创建的因子（`self.v = Parameter(..., (out, rank))`）若在最后一个轴上放了输入的尺寸，则指向其创建处。两个数据数组的乘积（`ops.matmul(adj, h)`）中，一个被填充到数据中最长一项的长度（`pad_to = max(m.num_atoms for m in mols)`），另一个被填充到固定设置时，指向那次填充。由列表计数得到的大小常量（`N_FEATURES = len(COLUMNS)`，它把数据丢弃的列也算了进去）即使为多个层定大小，也会追到它的定义处。尺寸中由上一行的辅助函数计算出的部分（`C * side * side` 中的 `side = feature_grid(...)`）会从层构建时的大小反推出来，并追进辅助函数的公式。

## 为什么有问题
静态图模式在编译时推导所有形状，遇到第一处不匹配就停止，报出的是算子名（`MatMul`），而且常常指向 MindSpore 的 `nn/layer/basic.py` 内部的某一行。真正需要修改的尺寸是在别处选定的：在 `__init__` 中、在某个配置值中，或在调用之前的某次 reshape 中。

## 示例

## 改为
""", "25b9b5e7"),
    "MSD402": ("""\
卷积收到的输入通道数与构建时设定的不同。

## 功能
查找输入通道维与层的 `in_channels` 不同的 `nn.Conv1d/2d/3d` 层，并指向构建该层的那一行。若输入其实带有该层所需的通道数，只是位于最后一维（图像库给出的通道在后的数据），或位于某次转置放到的维度上，那么层没有错，错的是布局：此时指向决定轴顺序的 stack、transpose 或 reshape，或该转置所用的配置值；也会经由 `model.train` 的数据集，追溯到其 `NumpySlicesDataset` 所接收的数组。也会经过由 `parts.append(...)` 填充的列表的 `np.concatenate(parts)`，进入生成每一部分的辅助函数。

## 为什么有问题
MindSpore 在为图推导形状时检查 `C_in`，报错针对的是算子（`Conv2D`），而不是 `in_channels` 写错的那个层定义。

## 示例

## 改为
""", "11a72fa9"),
    "MSD403": ("""\
逐元素运算收到了两个形状无法广播的张量。

## 功能
查找 `+`、`*`、`ops.add`、`ops.mul` 等运算中，两个操作数的形状在某一维上不同且都不为 1 的情况，并给出动态图重跑时看到的两个形状。维数较少的操作数会被追踪到它生成的地方；若从最后一维对齐后各维大小也不同（(31, 31) 的掩码对 (B, H, 32, 32) 的分数），则追踪到生成它时所用大小被选定的地方（辅助函数中的 `np.ones((size, size))`，再到调用者为 `size` 给出的参数）；若是 Cell 以 `keep_dims=False` 构建的归约原语（`ops.ReduceMean()`）去掉了这些维度，则追踪到该原语构建的地方。同秩的两个操作数，若其中一个在途中被一个别处选定的量填充过（在带膨胀的卷积之前 `h = ops.pad(x, (self.pad, 0))`），就追溯到这个量被选定的地方：这次填充本应保持大小。被缩放到别处计算的大小的操作数（`ops.interpolate(p, size=spatial_size(skip))`）追溯到计算这个大小的地方。残差分支中的层改变了它要加回的张量的宽度时（`x + self.act(self.proj(x))`，而 `self.proj = nn.Dense(d, 2 * d)`），指向该层的构建处。被以 `pad_mode=\"valid\"` 构建的卷积（PyTorch 和 Keras 的习惯；MindSpore 的默认值是 `\"same\"`）变短的分支，指向选择该模式的地方：该层，或它所来自的构造参数和配置值。用按类别加权构建的损失（`nn.CrossEntropyLoss(weight=w)`），若权重的长度不等于 logits 的类别数，指向权重得到该长度的地方（`np.unique(labels)` 会跳过没有任何标签的类别），并把损失的构建处作为第二个位置。由某个算子沿某一轴生成的操作数（子 Cell 中的 `ops.split(stats, latent, axis=0)`、归约、squeeze），若换成另一个轴即可广播，则指向该算子的轴。若某个归约在保留该轴时即可广播（`x - x.mean(-1)`），则指向该归约。大小等于 (N, C, H, W) 特征图通道数的一维 Parameter（按 `(dim,)` 而非 `(dim, 1, 1)` 创建的 layer scale）先指向其创建处，再指向使用它的行。作为辅助函数结果的操作数（`x - window_mean(x)`）从重新运行中该函数的返回值读取。比按设置定尺寸的表更长的数据（`self.tok_embed(ids) + self.pos_embed`），若其长度由辅助函数的默认值决定而调用方沿用了它（`tok.encode_batch(texts)` 对应 `max_len=24`），或由最长一行决定，则先指向那里，再指向表的大小。由用户辅助函数生成的表（`self.pos = Parameter(sinusoid_table(max_len, d))`）会穿过该辅助函数的 `return` 来读：它在偏短轴上的尺寸会从辅助函数的参数追溯到调用方的实参，再到设置（配置中的 `MAX_POSITIONS`）。表格被一个接收同名设置却从不读取它的 Cell 留在构造函数默认值（在接收 `max_len` 的 `__init__` 中写 `SinusoidalPositions(d_model)`）时，指向那次调用。由 Cell 的标志选出的操作数（`identity = self.shortcut(x) if self.project else x`），若该标志由一个不读取某个参数的辅助函数算出（`needs_projection(in_ch, out_ch, stride)` 只比较通道数），指向该辅助函数的 `return`。

## 为什么有问题
静态图模式在运行之前为整张图推导形状；广播错误报出的是算子名（`Add`、`Mul`）以及它的输入 `input1`/`input2`，而不是你代码中的变量名。

## 示例

## 改为
""", "3da26904"),
    "MSD404": ("""\
reshape 的尺寸是浮点数，通常是用 `/` 而不是 `//` 算出来的。

## 功能
查找目标形状中含有浮点数的 `reshape`/`view` 调用，并指向用真除法算出它的那一行。也包括由它计算得到的配置常量。在辅助函数中算出尺寸的情况（`t_out = frames_after(t, factor)` 返回 `n / factor`）也会被追溯。

## 为什么有问题
在 Python 3 中 `/` 总是得到浮点数，即使是 `8 / 2`。形状必须是整数；静态图模式在编译时于 reshape 处拒绝这个 tuple，而不是在产生浮点数的地方报错。

## 示例

## 改为
""", "6f8f9172"),
    "MSD406": ("""\
调用与 `set_inputs` 声明的动态形状签名不匹配。

## 功能
查找实参的秩或数据类型与 `cell.set_inputs(Tensor(shape=[None, ...], dtype=...))` 所声明占位符不同的 Cell 调用，并指向 `set_inputs` 调用。

## 为什么有问题
`set_inputs` 为一个编译好的图固定了每个输入的秩和数据类型；只有 `None` 维度可以变化。秩或数据类型不同的调用会在编译前被拒绝，报错信息只清点输入个数和维数，却不指出声明在哪里。

## 示例

## 改为
""", "8a787896"),
    "MSD407": ("""\
MindSpore 的某个层（LayerNorm、BatchNorm、Embedding 等）收到了形状不对的输入。

## 功能
查找从你的代码调用的 MindSpore `nn` 层内部抛出的形状错误，并指向以与输入不匹配的尺寸构建该层的那一行。当循环层（`nn.GRU`、`nn.LSTM`、`nn.RNN`）收到为另一层数或方向数准备的初始状态时，它首先指向生成该状态的那一行（若状态由辅助函数生成，则指向把该辅助函数的 `num_layers` 或 `bidirectional` 留在与该层不同的默认值上的调用）。维数与该层所需不同的输入（缺少通道维的图像或信号）会被追踪到它得到这些维数的地方，也包括被监视调用之前的数据辅助函数。要求类别位于第 1 维的损失（logits 为 (N, C, d...) 的 `nn.CrossEntropyLoss`）收到类别在最后一维的模型输出 (N, d..., C) 时，指向把输出交出去的模型 `return`，生成它的地方作为第二个位置。`nn.PixelShuffle` 收到的通道数不是其倍数平方的整数倍时，指向它前一层的输出通道数（像素重排本身没有可改的尺寸）。得到 batch 在前的 log 概率的 `nn.CTCLoss`（其长度参数每一项对应第一维的一行）会指向模型输入以 batch 在前的方式堆叠的地方。由某个算子沿某一轴生成的输入（归约、split、squeeze），若换成另一个轴即可符合该层，则先指向该算子的轴。消息点名层构造函数的某个设置（`nn.Pad` 的 `paddings`）时，从层的构建处追溯到选定该设置的地方（配置中的 `PADDINGS`）。单元构建的矩阵乘原语（`ops.BatchMatMul(transpose_b=False)`）若把某个转置标志反过来输入即可匹配，则指向该构建处。循环层在没有 `batch_first=True` 的情况下构建（它把时间步当作 batch），却收到 batch 在前的输入和按该 batch 创建的初始状态时，指向该层的构建处。层接受的输入维数与它得到的不同（`Dense` 之后的 `BatchNorm2d`），而它由一个在某个标志下构建另一种层的辅助函数（`if dims == 1: return nn.BatchNorm1d(...)`）构建时，指向把该标志留在默认值的辅助函数调用。层收到 (N, 1, C) 而它需要 (N, C)，且输入来自你的某个 Cell、其归约保留了被归约的轴（`x.mean(axis=1, keep_dims=self.keep_dims)`）时，指向 `keep_dims` 变为 True 的地方：构造函数的默认值，或 `construct` 中的字面量。

## 为什么有问题
报错给出的是算子名和 MindSpore 包内部的某一行；需要修改的尺寸在你的 `__init__`（或它读取的配置值）里。

## 示例

## 改为
""", "02323893"),
    "MSD501": ("""\
float64 张量流入了参数为 float32 的层。

## 功能
查找流入 float32 层或算子的 float64 张量（这是 NumPy 的默认浮点类型，所以 `Tensor(np.random.randn(...))` 是 float64），并指向创建该张量的那一行。若数据辅助函数的 `return` 是对它自己算出的值做浮点运算（对 FFT 幅值写 `return np.log1p(spec)`），它的结果就在那里得到 dtype：那个 `return` 就是要改的行。张量会沿着传递它的调用被追溯，包括展开进训练步的批（`train_step(*batch)`）以及再以 `net(*inputs[:-1])` 传给网络的情形。

## 为什么有问题
MindSpore 不会在层内部把 float64 提升为 float32：`MatMul`、`Conv2D` 等算子要求输入的数据类型一致。静态图模式在算子处报错，而数据类型是在创建输入的地方决定的。

## 示例

## 改为
""", "f43df4c7"),
    "MSD502": ("""\
整数标签是 int64，而损失函数需要 int32。

## 功能
查找流入要求 int32 的损失函数或 one-hot 算子的 int64 标签张量（这是 NumPy 的默认整数类型），并指向创建这些标签的那一行。当整数类别索引传给未设 `sparse=True` 构建的 `nn.SoftmaxCrossEntropyWithLogits`（此时它接受 one-hot 浮点标签）时，它指向构建该损失的那一行。

## 为什么有问题
`nn.SoftmaxCrossEntropyWithLogits(sparse=True)` 等算子在所有后端上都接受 int32 标签；图编译器在算子处拒绝 int64 输入，离创建标签的地方很远。

## 示例

## 改为
""", "289cf98a"),
    "MSD503": ("""\
浮点张量被用作索引或掩码。

## 功能
查找传给需要整数索引的算子（`gather`、`Embedding`、索引操作）或需要 bool 掩码的算子（`masked_fill`、`select`）的浮点张量，并指向产生该浮点张量的那一行。也包括 segment id；即使浮点张量产生于数据辅助函数或批次所取自的经验存储中。当某个内核对收到的数据类型都不支持（"Select CPU operator[ScatterNd] fail! Unsupported data type!"）且 eager 值显示索引参数是浮点时，也按同样方式处理。

## 为什么有问题
索引和掩码输入的数据类型固定为整数或 bool；静态图模式在算子处拒绝浮点输入，报错信息往往不指明是哪个参数。

## 示例

## 改为
""", "90028358"),
    "MSD504": ("""\
float16 的层或参数与 float32 张量进入了要求数据类型一致的同一个算子。

## 功能
查找输入同时有 float16 和 float32 的算子，并指向产生 float16 那一侧的代码行：`to_float(ms.float16)`、以 float16 创建的 Parameter，或者 `astype`。以某个设置作为 `dtype=` 构建的层（`nn.Dense(..., dtype=cfg.param_dtype)`）会被追踪到写着 float16 的配置字段。保存在 cell 上并用于类型转换的 dtype（`ops.cast(x, self.compute_dtype)`），以及在 `construct` 中创建并在循环中重新绑定的状态，也会追踪到其配置字段。

## 为什么有问题
很多算子（`MatMul`、`BiasAdd`、`Concat`）要求所有输入的数据类型相同，并且不会自动提升。静态图模式报告的是算子，而数据类型是在 `__init__` 中选定的。

## 示例

## 改为
""", "16be9f3d"),
    "MSD505": ("""\
`None` 流入了需要张量的算子。

## 功能
查找收到 `None` 的算子（典型情况是调用方没有传入的可选参数，例如 `attention_mask=None`），并给出该变量的名字以及它的 `None` 从何而来。当 None 是 MindSpore 层的设置（`LayerNorm(..., epsilon=None)`）时，它指向构建该层的地方：调用辅助函数时让其参数保持默认值 None 的那一行。内联调用的辅助函数（`self.fc(normalize(x, "minmax"))`）返回 None 时，会跟进该函数：缺少 `return`，或某个参数值没有任何分支处理。两个设置都保持为 None 时（`'size' and 'scale_factor' cannot be both empty`）也会追踪。被漏传的可选参数，若调用方持有本可传入的值（名字的最后一个词相同，或是其缩写：`seq_len` 对 `seq_lengths`），指向漏传它的调用；否则未加检查的使用处才是要改的地方。

## 为什么有问题
静态图模式以 `None` 作为输入构建算子，并在编译时报出 `Failed calling add with "add(None)"` 之类的信息，却不说明是哪个变量为 `None`。

## 示例

## 改为
""", "042760c0"),
    "MSD608": ("""\
交给 `NumpySlicesDataset` 作为各列的数组长度不同。

## 功能
读取 "Data length in each column is not equal"，测量该调用收到的数组（元组、列表或字典），并把长度与其他列不同的那一个追踪到它生成的地方：一个只过滤或截取了某个数组、却没有处理其他数组的辅助函数（`return covariates[keep], time, event`）。两列只差一行时，若较长的一列由写成 `... + 1` 的计数得来（`range(len(series) - window + 1)`，在最后一个位置也开了窗口，而它没有下一个值可预测），先指向那个计数。

## 为什么有问题
数据集的每一行从每一列各取一个元素，所以每一列的元素个数必须相同。消息没有指出是哪一列，而抛出错误的那一行只是构建数据集：这些数组是在预处理步骤中生成的，常常在另一个模块里。

## 示例

## 改为
""", "0e1e2b48"),
    "MSD701": ("""\
图代码中的主机侧随机数（`np.random`、`random`）只在编译时生成一次。

## 功能
查找 `construct` 中、`@ms.jit` 函数中、钩子中以及它们调用的辅助函数中对 `numpy.random.*` 和 Python `random` 模块的调用。也查找单元保存的随机数生成器的调用（`self.rng = np.random.default_rng(seed)` 之后的 `self.rng.random(shape)`）。

## 为什么有问题
在静态图模式下，MindSpore 只在编译图时运行一次这些调用，并把结果作为常量保存下来。之后每一步都复用同一组“随机”数：这样生成的噪声、dropout 掩码或随机裁剪都被冻结了。不会报任何错；模型只是在常量噪声上训练。`fullgraph=True` 也发现不了这个问题。

## 示例

## 改为
""", "3da833fe"),
    "MSD702": ("""\
图代码中对时钟、环境变量和文件的读取只在编译时执行一次。

## 功能
查找图代码（`construct`、`@ms.jit` 函数、钩子以及它们调用的辅助函数）中的 `time.time()` 等时钟调用、`datetime.now()`、`os.environ` / `os.getenv`，以及 `open()` / `json.load()` / `np.load()` 和对文件系统的查询（`os.path.exists`、`os.listdir`、`glob.glob`），还有在 Cell 持有的、其状态由其他代码改变的对象上调用的方法（`threading.Event` 的 `self.greedy.is_set()`、`queue.Queue` 的 `self.commands.empty()`）。只返回这种读取结果的辅助函数（`def read_temperature(path): return json.load(open(path))[...]`）在图代码之外没有问题：报告的是图代码中调用它的那一行，读取处作为第二个位置。

## 为什么有问题
在静态图模式下，MindSpore 在编译时对这些主机侧调用求值，并把结果固化进图中。时间戳永远不变；从环境变量或文件读出的缩放系数始终保持第一次调用时的值，即使之后变量或文件发生了变化。

## 示例

## 改为
""", "98055cd0"),
    "MSD703": ("""\
在图代码中对 Python list、dict 和全局变量的修改会丢失。

## 功能
查找图代码中修改调用结束后依然存在的 Python 容器的操作：`self.history.append(x)`、`self.stats["n"] = v`、对模块级 list 或 dict 的 `CACHE.update(...)`，以及对声明为 `global` 的名字赋值（`global STEP; STEP += 1`）。检查范围包括 `construct`、`@ms.jit` 函数、通过 `register_forward_hook` 等接口注册的钩子，以及它们调用的辅助函数。被监视的模型首次编译时，还会检查图代码实际持有的容器：传给 `__init__` 的缓存 dict、从其他模块导入的计数 dict、保存在 dict 属性里的 list（`self.log["loss"].append(x)`）、用作计数器的 NumPy 数组（`self.seen[0] += n`）。存到 Cell 上的、由图计算得到的张量（`self.last_gate = gate`）也会被找出：该属性只在首次调用时被设置一次。由图代码调用、把状态保存在 Python 中的闭包（学习率或裁剪范围的调度函数）在图代码中调用它的那一行报告。被弹出的 `deque`（`self.ratios.popleft()`），以及在图代码中设置的、cell 持有的普通 Python 对象的属性（`self.state.num_updates += 1`），也会同样丢失。被图代码调用、会修改自身状态的、Cell 持有的普通 Python 对象的方法（校准观察器的 `update` 把每个批次的峰值追加到列表中）也在图代码调用它的那一行报告。

## 为什么有问题
静态图模式是编译函数，而不是运行函数。这些语句没有对应的图表示，MindSpore 会一声不响地把它们丢掉：list 还是空的，dict 没有变化，全局计数器停在旧值。用来把特征收集到 list 里的前向钩子什么也收集不到。（对普通属性做 `self.count += 1` 会被保留；局部 list 也没有问题。）

## 示例

## 改为
""", "09426d59"),
    "MSD704": ("""\
图代码中不记录任何张量的 `logging` 调用只在编译时运行一次。

## 功能
查找图代码中参数不含任何运行时值（只有常量、属性和张量形状）的 `logging.info(...)`、`logger.warning(...)` 等日志调用。也会发现对单元或模块持有的文件的写入（`self.audit_log.write("scored\\n")`）。

## 为什么有问题
在静态图模式下，这样的调用在 MindSpore 编译图时由 Python 解释器执行，之后再也不会执行：本想每一步都输出的日志只出现一次。（`print` 不同：MindSpore 会把它转换成每一步都运行的 `Print` 算子。记录张量值的日志也会在每一步运行，但走的是较慢的 Python 回退路径。）

## 示例

## 改为
""", "7d0aebb5"),
    "MSD705": ("""\
在图代码中用 NumPy 根据运行时形状构建张量。

## 功能
查找图代码中参数依赖函数输入（例如形状取自 `x.shape` 的掩码）的 `np.ones`、`np.zeros`、`np.full`、`np.arange`、`np.triu`、`np.tril`、`np.eye`、`np.empty` 和 `np.linspace` 调用，它们通常被包在 `ms.Tensor(...)` 中。参数全是常量的 NumPy 调用会被一次性折叠成常量，不在报告之列。

## 为什么有问题
NumPy 运行在主机侧，在图之外。静态形状下，MindSpore 在编译时对该调用求值，并把数组作为常量嵌入图中；动态形状下（`set_inputs` 中含 `None` 维度），它会在每一步回退到 Python 解释器（`PyExecute`），每次都把数组拷贝到设备上（在一个小型 CPU 模型上大约慢一倍）。这些函数在 `ms.ops` 中都有对应的算子，可以留在图内。`msdiag check --fix` 会改写完全等价的情形：值相同，数据类型也相同。

## 示例

## 改为
""", "c978fa7a"),
    "MSD706": ("""\
图代码中的 `Tensor.asnumpy()`。

## 功能
查找 `construct`、`@ms.jit` 函数以及它们调用的辅助函数中的 `.asnumpy()` 调用。

## 为什么有问题
`asnumpy()` 没有对应的图表示。在默认（lax）语法级别下，MindSpore 每一步都会回退到 Python 解释器：图被切断，张量被拷贝到主机侧，结果再拷贝回来。使用 `fullgraph=True` 或 `jit_syntax_level=STRICT` 时，编译会失败并报 `AttributeError: In JIT strict mode, cannot get attributes asnumpy`。

## 示例

## 改为
""", "3d4d68d6"),
    "MSD707": ("""\
`nn.Cell` 子类重写了 `__call__`。

## 功能
查找派生自 `nn.Cell` 的类中的 `def __call__`。

## 为什么有问题
在静态图模式下，一个 Cell 在另一个 Cell 的 `construct` 中被调用时，MindSpore 直接编译子 Cell 的 `construct`：重写的 `__call__` 永远不会执行。于是同一个模型在 PyNative 和静态图模式下结果不同；作为顶层调用（Python 仍会执行 `__call__`）和作为子 Cell 调用时结果也不同。

## 示例

## 改为
""", "b26c4f51"),
    "MSD708": ("""\
图代码当作常量读取的 Python 值在图编译之后被修改了。

## 功能
被监视的模型首次编译时，msdiag 会记下其图代码从 `self`、模块全局变量、外层函数的变量（`forward` 被交给 `value_and_grad` 的 `main` 中的 `alpha`）、模块或 Cell 持有的配置对象（dataclass 或 SimpleNamespace 的 `CFG.smoothing`、`self.cfg.gamma`）或以常量为键的 dict（`self.hparams["w"]`）中读取的普通 Python 值（数字、字符串、布尔值、由它们组成的 tuple、较小的 NumPy 数组，以及由常量组成的短 set 和 dict）。图代码包括模型能到达的每个 `construct`、jit 函数本身，以及它们调用的用户函数和方法，经由 `value_and_grad` 调用的也算在内（例如训练器的损失方法读取 `self.temperature`）。之后每次调用都会检查这些值；发生变化的值（包括被原地修改的数组）只报告一次，并给出图中仍在使用的旧值。通过普通取值函数（`def current_step(): return _STEP`）或普通主机对象的单行方法（调度器的 `return max(0.0, self.start - self.step * self.epoch)`）读取的值，会在图代码调用它的地方报告。Cell 持有、图代码调用的普通函数（`self.activation = relative_depth`，之后被设为另一个函数）也以同样方式检查。直接设置 Cell 的 `training` 标志（`model.training = False`）不会改变 MindSpore 区分图所用的 phase，在该赋值处报告。普通 Tensor 属性（不是 Parameter）被另一个张量替换（`layer.mask = ms.Tensor(...)`）会报告两次：在图代码读取它的地方和在该赋值处，二者都可能是要改的行。以图代码自己设置的 Python 标志为条件的一次性步骤（`if not self.initialized:`，其分支中设置 `self.initialized = True`）在条件处报告，`msdiag check` 也会报告：标志会被写回，但条件在编译时就已确定。短的数字列表或张量列表也会被记下，并逐个元素比较。也包括用户类的类属性（`Router.noise_scale`，或只有类持有该属性时的 `self.noise_scale`）。被原地修改的小型普通 Tensor（`layer.mask[drop] = 0`，或 `layer.mask = ms.Tensor(...)`——Cell 会把它复制进自己持有的张量，因此在那次赋值处报告；它的值在之后最初几次调用以及每第 64 次调用时比较，这需要复制到主机）、被另一个替换的子 Cell（`net.head = nn.Dense(...)`：编译好的图仍运行原来那个），以及图代码中 `hasattr(self, \"name\")` 的答案发生变化（之后才挂上的属性），都在图代码读取它们的地方报告。getter 只是对属性做算术的 property（`self.full_margin * self.progress.fraction`）也一样，msdiag 自己求它的值，不运行其他代码。

## 为什么有问题
静态图模式会把这类值作为常量折叠进编译好的图中。之后在 Python 中修改 `model.temperature = 1.0` 或 `config.DROPOUT = 0.0` 不会产生任何效果：图仍然用旧值计算，而且没有任何提示。

## 示例

## 改为
""", "195efb56"),
    "MSD709": ("""\
Cell 钩子是在图编译之后才注册的。

## 功能
报告在被监视模型的图编译之后，才添加到其某个 Cell 上的 `register_forward_hook`、`register_forward_pre_hook` 和反向钩子。它指向注册语句，或注册钩子的辅助函数的调用处；如果钩子在主机上工作（`asnumpy()`、向列表追加、调用它所闭包的对象的方法），则指向那条语句：即使钩子及时注册，它在图中也无法运行。

## 为什么有问题
钩子会被编译进图中。之后才注册的钩子不在已编译的图里，永远不会运行，因此它本该收集的特征始终为空，也不会报任何错。

## 示例

## 改为
""", "5703c01f"),
    "MSD901": ("""\
没有具体规则能解释的静态图模式失败，标出用户代码中的对应行。

## 功能
指向你的代码中失败显现出来的那一行：同一次调用在动态图（PyNative）重跑时属于你的代码的最后一行；如果没有，则是 MindSpore 的 "Traceback of Net Construct Code" 中属于你的代码的最深一行。

## 为什么有问题
MindSpore 在运行之前先把 `construct` 编译成图，所以它的报错以图节点为单位，常常没有行号，或者指向 MindSpore 自己 `nn` 包中的某一行，或者指向最外层的调用。动态图重跑会逐行执行同样的 Python 代码，从而指出真正出错的那一行。

## 示例

## 改为
阅读所示行上的报错信息；用 `ms.set_context(mode=ms.PYNATIVE_MODE)` 运行模型以便逐步排查，并把较长的表达式拆开来缩小范围。
""", "65434b84"),
    "MSD206": ("""\
图函数中有一行的缩进小于函数体。

## 功能
当 MindSpore 拒绝解析 `construct`（或 jit 函数）时，找出其中缩进小于函数体的那一行，通常是写在第 0 列的注释。

## 为什么有问题
Python 不在意注释的缩进，但 MindSpore 会用 `inspect` 读取函数源码、去掉公共缩进后再解析。缩进小于函数体的行会破坏这一步：编译以 `IndentationError: There are incorrect indentations in definition or comment of function` 停止，报错指向的是 `def` 所在行，而不是那行注释。

## 示例

## 改为
""", "47dfbdbe"),
    "MSD408": ("""\
reshape 要求的形状与输入的元素个数不一致。

## 功能
查找目标形状与输入元素个数不同的 `reshape`/`view` 调用，并指出其中不随输入变化的尺寸：由固定长度、配置常量或属性算出的尺寸，而不是由输入自身的 `shape` 算出的。

## 为什么有问题
按最大长度设计的模型常把这个长度写死在 reshape 里。其他长度的输入会以 `the accumulate of x_shape must be equal to out_shape` 失败，报错指向 reshape，而不是算错尺寸的那一行。

## 示例

## 改为
""", "7eb44386"),
    "MSD418": ("""\
不加填充的卷积缩短了一个必须保持长度的序列或特征图。

## 功能
当一个不属于广播的形状错误（广播由 MSD403 处理）显示某个输出比它所遇到的张量短（28 个位置的逐位置 logits 对 40 个标签），且短掉的长度恰好等于模型中以 `pad_mode="valid"` 构建的卷积去掉的长度（每层 `kernel_size - 1`，乘以膨胀系数）时，指向构建这些卷积的地方：常常是每个阶段都会调用的块工厂中的一行。所失败的 Cell 中带膨胀的卷积若按未膨胀的卷积核填充（需要 `dilation * (kernel_size - 1)` 却写了 `padding=kernel_size - 1`），且各层少掉的位置合起来正好等于两者之差，则指向计算该填充的地方（辅助函数的 `return`、层构造函数中的表达式）；形状在无法广播的加法中相遇时也是如此。

## 为什么有问题
`"valid"` 卷积会在边缘丢掉 `kernel_size - 1` 个位置。层层堆叠后，序列每层都短一点，只有把每个位置与其标签比较的损失才会察觉，而报错说的是损失的形状，不是填充。

## 示例

## 改为
""", "c38c458d"),
    "MSD417": ("""\
一个由长度不同的序列组成的列表被转换成张量。

## 功能
对于 `For Tensor, the input_data is [[...], [...]] that contain unsupported element`，检查交给 `Tensor` 的列表确实包含长度不同的行，追溯到生成它的地方，并指向本可以填充这些行、却在调用时没有传入填充参数的那个辅助函数调用（对 `def encode_batch(self, texts, pad_to=None)` 写成 `encode_batch(texts)`）；否则指向生成该列表的那一行。

## 为什么有问题
张量是规整的：每一行都需要相同的长度。MindSpore 既不指出是哪些行，也不给出它们的长度，只打印整个列表，而这个列表通常是在拒绝它的 `Tensor(...)` 之外好几层调用处生成的。

## 示例

## 改为
""", "02c0f520"),
    "MSD410": ("""\
索引超出了它要查找的表：embedding 或 gather 的表建得太小。

## 功能
查找因索引不小于表的大小而失败的查表操作（`nn.Embedding`、`ops.gather`），并指出决定表大小的地方：层的尺寸参数，以及它所来自的配置值。即使该配置值同时决定了其他层的大小（embedding 与输出头的词表一起太小）也会追溯过去。对 Cell 自己构建的 Parameter 表（`ops.gather(self.table, ids, 0)`）也按同样方式追踪：从创建它时的形状（`int(sum(field_sizes))`）一直到传入的尺寸。当索引恰好等于表的大小且索引是从 1 开始生成的（`ops.arange(1, n + 1)`、`rng.integers(1, n + 1)`）时，先指向生成索引的那一行，其次才是表的大小。按与层所需顺序不同的顺序传入尺寸构建的层（`nn.Embedding(cfg.embed_dim, cfg.vocab_size)`）会在该调用处报告。下标写在超出其维度的下标表达式中（`out[:, self.step]`）时，追溯到它的来源；等于该维大小的下标是由一个长度设定的（`self.step = window`），那一行就是要改的地方。优化器读取按步的学习率表时越过了末尾（训练的步数比表多），指向为这个表计算每个 epoch 步数的地方（对保留较小最后一个 batch 的数据集写成 `rows // batch_size`）。分段算子（`ops.unsorted_segment_sum(h, ids, n)`）的 id 在即时重跑中达到了 `n` 时，指向计数产生的地方（对从 0 开始计数的 id 写成 `int(ids.max())`），无论失败在离它多远的地方显现。以 `arange(ids.shape[1])` 查位置表、而 ids 被填充到最长一行（`pad_to = max(len(r) for r in rows)`）时，先指向该填充，再指向表的大小：表的长度是设置允许的，填充却忽略了它。损失的梯度发现类别索引等于类别数（"For 'GatherDGradV2', the value of 'index' must be in [-5, 5), but got: 5"）、且所给标签达到该数时，指向唯一具有这么多输出的头部获得其尺寸的地方（`np.digitize` 产生 `len(EDGES) + 1` 个区间，却写成 `NUM_GROUPS = len(EDGES)`）。由返回数据中最大 id 的辅助函数（`int(max(ids.max() ...))`，没有 `+ 1`）决定大小的表，先指向该辅助函数的 `return`，其次才是从 1 开始计数的 id。

## 为什么有问题
查表只在图运行时失败，报错指出的是算子（`Gather`）和出错的索引。错误通常出在配置里的词表大小：它忘了分词器在普通 id 之后追加的特殊 token。

## 示例

## 改为
""", "9dc4594c"),
    "MSD411": ("""\
转置得到的轴排列与输入的维数不符。

## 功能
查找 `transpose`/`permute` 调用中轴排列的长度与输入的维数不同、含有输入没有的轴、同一个轴出现两次或不是整数的情况，并指出这个排列是在哪里写下的：配置常量，或者在 `__init__` 中保存它的那一行。当输入是比置换多一个轴的 `ops.one_hot(labels, ...)` 时，标签带有通道轴（`(N, 1, H, W)` 的掩码）：沿着它追溯到获得该轴的地方，也会穿过交给 `model.train` 的数据集。

## 为什么有问题
保存在配置或属性中的轴排列往往是为某一种布局（例如 4 维图像）写的，之后又被用于另一种维数的特征。静态图模式在推导形状时检查它，并在转置处以 `size of perm should equal to rank of x` 报错；需要修改的值写在离这一行很远的地方。

## 示例

## 改为
""", "3c267979"),
    "MSD506": ("""\
NumPy 数组被传给了需要 Tensor 的 jit 函数或 Cell。

## 功能
查找收到 NumPy 数组的被监视 `@ms.jit` 函数或 Cell 调用，并指出交出该数组的那一行：产生它的数据辅助函数的 `return`，或者调用本身。（数组来自迭代器时也一样，例如 `next(batches)`、对 loader 的 `for` 循环，或遍历一个产出 NumPy 数组切片的生成器的列表推导式）。

## 为什么有问题
jit 函数把张量参数编译为图的输入，而 NumPy 数组不是。它会变成类型未知（`External`）的常量，第一个需要它形状的算子以 `Failed calling Shape with "input_x=External"` 失败，出错位置在模型内部，离数据加载代码很远。

## 示例

## 改为
""", "2d9a2b8c"),
    "MSD507": ("""\
张量以算子不接受的 dtype 到达算子；这个 dtype 是在别处选定的。

## 功能
从 MindSpore 的消息中读出算子需要的 dtype 和它实际收到的 dtype（两个必须一致的操作数一个是整数、一个是浮点数时，取整数的那个，例如计数或 id 进入 Dense），在失败的代码中找到该 dtype 的张量，并沿着它回溯到选定其 dtype 的那一行：`astype`、NumPy 构造函数的 `dtype=`、对 int64 数组调用的 `ms.Tensor(array)`、配置中的字符串。多输入算子中某一个输入没有对应版本时（"input[Bool Float32 Float32] ..., but get input[Int32 Float32 Float32]"，例如 `ops.select` 收到 int 标志），也按同样方式读取。`model.train` 从数据集取得的标签（稀疏损失的 `argument[labels_type]`）会追溯到数据集；从合并了特征与标签的浮点表中切出的标签列（`labels = table[:, -1]`）才是要改的地方，而不是那张表。消息为 "the input type must be same" 且没有点名你的任何 dtype 时，若该层的输入是按存储 dtype 保存的原始样本（uint8 图像字节、int16 音频），指向把它们未经转换就交出的辅助函数 `return`，选定该 dtype 的那一行作为下一步。算子的整数参数收到 Python 浮点数时（`ops.topk(scores, self.k)` 的 "the input argument[k] must be a type of {Int32, Int64}, but got Float32"），追踪到计算出该浮点数的地方（`TOPK = PATCHES * 0.125`、真除法）。

## 为什么有问题
算子在图编译时于算子处检查输入 dtype：消息里给出的是算子的参数名（`labels`、`target`、`index`），而不是你的变量名；而产生这个 dtype 的那一行通常在数据辅助函数或 `__init__` 中，隔着好几层调用。

## 示例

## 改为
""", "f88fcfef"),
    "MSD306": ("""\
长度取决于张量的列表到达了需要固定长度的算子。

## 功能
查找用张量条件构建的列表（`[p for p in probs if p.max() > t]`，或在 `if <张量>:` 下的 `items.append(x)`），它随后被 stack、concat 或求长度，并指出过滤它的那一行。

## 为什么有问题
静态图模式在编译时确定每个列表的长度；依赖张量值的条件只有在图运行时才知道。接收该列表的算子报出的是关于其输入类型或形状的消息（`TensorType object is not subscriptable`），而不是关于列表的。

## 示例

## 改为
""", "2a9618d7"),
    "MSD106": ("""\
构建模型时 MindSpore 的层拒绝了一个参数。

## 功能
当层的构造函数（`nn.Conv2d`、`nn.Dense`、`nn.LSTM` 等）、优化器或 `Model` 的构造函数、在设置模型或训练时调用的 MindSpore 函数（`nn.piecewise_constant_lr`、`nn.cosine_decay_lr`），或数据集与模型的方法（`dataset.batch`、`model.train`）抛出异常时，找到其消息所指的参数（`'group'`、`Input batch_size`、对应 `amp_level` 的 `'level'`），否则找到其值的类型正是消息所说收到的类型的那个参数（`but got <class 'method'>`），并沿着它的值回溯到选定它的地方：构造函数参数、调用方的实参、配置常量、字典条目（也包括用 `.get` 读取的）或 dataclass 的默认值、辅助函数的 `return`，也会穿过缩放同一设置得到的列表（`[e * steps for e in EPOCHS]`）。需要 int 却得到 float 时，回溯到使它成为 float 的地方（`steps = n / batch`）；未调用就传入的方法，回溯到写出它的地方（`net.trainable_params`）。消息中按原语的写法命名的参数（`Conv2D` 的 `'pad'` 对应该层的 `padding`）也能找到。消息按某个辅助函数的参数命名、却显示出其取值的参数（对 `nn.Dense` 的 `activation` 给出 `'name' must be in [...], but got swish`）也能找到。初始化器拒绝形状的 `Parameter(initializer(init, shape))`（给向量用 Xavier 或 He 初始化时的 `'fan_in' and 'fan_out' can not be computed`）会从该形状追溯到要求它的那次调用。当消息所指的参数属于对象的构造函数而不是抛出异常的方法时（`model.eval(data)` 与 "the model argument 'metrics' can not be None"），构建该对象时漏掉它的那一行就是要改的地方。在别处构建的 MindSpore 对象稍后在其某个方法中抛出错误、且消息提到其构造函数的某个参数时（在辅助函数中构建的回调，`model.fit` 中的 "ReduceLROnPlateau only supports scalar monitor now"），会追踪到该对象唯一的构建处为这个参数给出的实参，再到它被选定的地方。参数组中带有 MindSpore 优化器不接受的键（PyTorch 的 `"betas"`、`"momentum"`）时，指向该字典条目，也包括在构建参数组的辅助函数中。在图代码中，算子拒绝消息中提到的字符串设置时（`ops.interpolate(..., mode=self.mode)` 与 "trilinear only support '[5]'D"），同样从该实参追踪到选定它的配置条目。以文本形式给出的数字，若读自一个没有字面量写出其条目的映射（configparser 的 `dict(parser.items("loader"))`），则指向生成这个字符串映射的地方。在 MindSpore 拿到之前已被读到末尾的生成器（`params = net.get_parameters()` 先被计数，再交给 `nn.Adam`）指向取得它的地方。被拒绝为 0 的乘积（`total_step=steps * EPOCHS`）回溯到其中为 0 的因子被计算出来的地方。同一个参数出现在两个参数组中（`already exists`）时，指向重复了另一组条件而不是对其取反的那一组的过滤条件，或对一个比另一组更窄的条件取反的过滤条件（`"bias" not in p.name` 对 `any(k in p.name for k in ("bias", "gamma", "beta"))`）。`update` 无法接受模型输出的指标（4 类问题用 top-5 准确率）指向该指标唯一的构建处。`"params"` 中放的是名字（`[p.name for p in ...]`）的参数组指向生成该列表的语句；回调列表中混入一个类而其余是实例时，指向该元素。消息点名两个参数时，追溯它所说的那个（`bucket_batch_sizes must contain one element more than bucket_boundaries`）。消息只引用取值的参数（`export file in 'AIR' format`）也能找到。被拒绝的值恰好等于范围上界、而该上界是另一个实参给出的（`padding_idx=pad_id` 与 `vocab_size`，"must be in range of [0, 29), but got 29"）时，先指向算出该尺寸（少了一个）的地方，再指向该值。辅助函数以模型中没有任何参数具有的前缀设置 `p.requires_grad = p.name.startswith(prefix)`、导致优化器拿不到参数时，指向选定该前缀的地方。或指向不加过滤、收入所有参数的那个组（`decay = net.trainable_params()`，或其副本：`[p for p in params]`、`list(params)`）。（除非该值所计数的列表里已经有填充项，如 `SYMBOLS = [_pad] + ...`：那时出错的是该值。）由解析器中唯一一条 `config[key] = value` 填充的映射，指向那条语句。类型不对的索引会穿过 `.tolist()` 追溯到生成数组的地方（`np.linspace`、浮点步长）。在列表（`callbacks=[...]`）或字典的值（`metrics={"mse": nn.MSE}`）中混在实例里的类，指向那一项。逐步学习率长度与优化器的 `learning_rate` 不同的参数组，会从它的 `"lr"` 项追溯到生成该列表的地方（在完整调度之上又加了预热步）。本应是一个数却给成 tuple 的尺寸，会追溯到生成它的形状切片（探测辅助函数中的 `return out.shape[1:]`）。优化器拿不到任何参数，而此前一个辅助函数对传给它的 Cell 的每个参数都设了 `requires_grad = False`，且调用时传入的是整个模型（线性探测时新的分类头也随编码器一起被冻结）：指向那次调用。用 `int()` 逐个向下取整的绝对划分大小（`Sum of split sizes 235 is not equal to dataset size 237`）指向最后一个大小，它应当取剩下的全部。验证器拒绝某个大小的数据集变换（`vision.Resize((IMAGE_SIZE, IMAGE_SIZE))`，而 `IMAGE_SIZE = RESOLUTION / 2` 是浮点数）会从元组的元素追到计算它的地方；列表中字典里类型不对的值（含 NumPy 浮点数的 `append_info=[stats]`）会追到生成该字典的地方。从把默认值放在最后的合并（`{**user_cfg, **DEFAULTS}`，于是默认值覆盖了调用方给定的值）读出的设置指向那次合并；消息中提到两个参数时，追踪带着取值显示的那个（“but got momentum 0.0”）。一个不存在的文件，旁边有一个只差一个数字的同名文件（保存的是 `grader-1_6.ckpt`，要读的是 `grader-1_7.ckpt`），且文件名由辅助函数的 f-string 重新拼出时，指向计算那个数字的地方（向上取整的步数）。不提参数名、只显示所得数值的消息（“must be in range of (0.0, 1.0), but got 10.0”）针对的是传入该数值的那个参数；需要“a single integer”却给了浮点数，以及辅助函数返回到调用中直接写出的字典里的 NumPy 整数（`append_dict={"best": best_epoch(h)}`），都会追到计算它们的地方。由辅助函数构建、而辅助函数只是把自己的 `metrics=None` 传下去（`Model(..., metrics=metrics)` 写成 `make_model(net, loss, opt)`），之后被 `Model.fit(..., valid_dataset)` 拒绝的对象，指向漏掉它的那次辅助函数调用。由参数组辅助函数以 `dict(..., tag=tag)` 写入、MindSpore 不接受的组键，指向那个关键字参数。在同一个 `learning_rate` 数值下，两种长度的逐步组调度保留各调度调用共用的步数所给出的长度（`cosine(lr, total)` 与 `warmup_cosine(lr, total, warm)`）：另一个组的列表会追到生成它的地方。因维数被拒绝的张量设置（用 `np.stack` 或 `np.vstack` 拼成两行的学习率计划）追踪到它得到这些维的地方。追加到实例列表中的类（`callbacks.append(TimeMonitor)`）指向那次 append。通过解包上方几行构造的字典（`nn.SGD(params, **options)`）或展开到调用中的设置元组（`nn.Conv2d(*STEM)`，其第五个值落在 `pad_mode` 上）给出的参数，会在该字典或元组中找到；若消息点名两个必须相互一致的参数（"if 'nesterov' is true, 'momentum' must be > 0.0"、"'epoch' must bigger than 'initial_epoch'"），其中一个读自设置、另一个在代码中写出或计算得到（`nesterov=True`、由辅助函数解析出的 `initial_epoch=start`），则追踪后者：设置表达了本意。经 `set()`、`list()`、`tuple()` 或 `sorted()` 传递的元素会被追踪到写下它们的地方。以百分数命名的设置（`cfg["flip_percent"]`）被用在需要 [0, 1] 内比例的地方时，指向读取它的地方。两个参数组的过滤条件检查不同的词却都取到同一个参数（`"gamma" in p.name` 与 `"layer_norm" in p.name`）时，指向带权重衰减的那个组的过滤条件：它应当取另一组剩下的参数。

## 为什么有问题
检查在 MindSpore 的校验器中失败，位于你的 `__init__` 之下好几层，消息用的是层自己的参数名；需要修改的值通常设在远离该层的配置里。

## 示例

## 改为
""", "cba60f16"),
    "MSD412": ("""\
concat 连接的张量维数不同，或在拼接轴以外的某个大小上不一致。

## 功能
找出 `ops.concat`/`ops.cat` 中形状与其他输入不匹配的那个输入（少了一维，例如特征列是 `(B,)` 而不是 `(B, 1)`；或者轴的顺序不对），并沿着它追溯到赋予它这个形状的那一行：数据辅助函数的返回值、另一个 Cell 中的 reshape 或 transpose。或者追溯到对它重采样的层（转置卷积或池化的 stride 没能让它与要拼接的跳跃连接尺寸一致）。上采样后的特征图比它的跳跃连接少一个像素（14 对 15），而模型的输入大小是那个奇数大小的 2**k 倍时，指向选定输入大小的设置（`TILE = 60`，三次池化无法把它均匀减半）。由某个算子沿某一轴生成的部分（对特征而不是时间步求平均的摘要 token `h.mean(axis=2, keep_dims=True)`），若换成另一个轴即可与其他部分匹配，则指向该算子的轴。不带轴的 `squeeze()` 在批次只有一行时连批次轴也丢弃，会被指出，并写明应保留的轴。若输入恰好沿另一个轴（而不是拼接所用的轴）才能匹配，则指向选定该轴的地方（先是辅助函数的 `axis=0` 默认值，其次是沿用它的调用）。

## 为什么有问题
静态图模式在推导图时检查形状，在 concat 处停下，只给出所有输入的形状而没有名字。concat 只是把别处产生的张量连在一起；形状不对的那个输入，错在它产生的地方。

## 示例

## 改为
""", "954e4665"),
    "MSD413": ("""\
传给算子的数值（`topk` 的 `k`、某个 `axis`）超出了算子接受的范围。

## 功能
从 MindSpore 的消息中读出参数名、取值范围和实际的值，在失败的调用中找到持有这个值的参数，并沿着它回溯到选定这个数的地方：配置常量、类属性、构造函数参数。对其他拒绝某个数的消息（`For 'PadV3' ... but got: padding (512,512)`），调用中唯一持有 "but got" 之后所印数字的参数也以同样方式追溯：穿过与字面量的算术（`n_fft // 2`）以及作为参数传入的配置模块。`topk` 的 `k` 放不进一个与 batch 等长的最后一维、而另一维能容下它时，它排序的是轴顺序颠倒的分数（`table @ users.T`）：先指向分数生成的地方，`k` 其次。数据集采样器的参数若在取第一个批次时被流水线拒绝（"DistributedSampler: shard_id must be in range [0, 1), but got: 1"），在失败所经过的文件中找到它，并追踪到其值产生的地方（从 1 开始计的工作进程编号、选项的默认值）。

## 为什么有问题
静态图模式在编译时根据输入的形状检查这些数值，并在算子处停下，报出的是算子自己的参数名（`the k must be in (0,12]`）。这个数是在别处、按另一种输入大小写下的（一个有 20 个物品的目录、4 维特征）。

## 示例

## 改为
""", "776ccf25"),
    "MSD405": ("""\
split 或 chunk 的结果被解包到了数量不同的变量中。

## 功能
查找 `a, b = ops.split(...)`（或 `chunk`、`unbind`、tuple 输出）中，调用产生的份数与左侧变量个数不同的情况，以及各段之和不等于被切分轴长度的 `ops.split(x, [a, b, c])`。若被切分的张量来自一个宽度与各段不符的层（例如构建为两倍宽的 query-key-value 融合投影），则指向构建该层的那一行。形状被解包成的名字个数与张量的维数不同时（缺少通道轴的图像上的 `B, C, H, W = x.shape`），回溯到该张量得到这些维数的地方。从按名称给出宽度的配置 dict（`{"rna": 8, "protein": 4}`）读取、缺了若干列的 sections，会指向宽度与其名称所匹配的列表（`PROTEIN_MARKERS`）长度正好相差这么多的那一项。（或者输出头按 `len(TARGETS)` 的宽度构建，而 Cell 保存的分段是 `list(TARGETS.values())`）若层宽由辅助函数计算（`nn.Dense(h, output_width(spec))`），则指向该辅助函数的 `return`。

## 为什么有问题
`ops.split(x, split_size_or_sections)` 的参数是每一份的*大小*，而不是份数。在静态图模式下，解包在编译时完成，报错（如果有的话）指向图；动态图下则是 Python 的 "too many values to unpack"。

## 示例

## 改为
""", "9b1d5ede"),
    "MSD409": ("""\
运行时算出的尺寸为负数，而算子需要一个长度。

## 功能
查找收到负尺寸的算子（`zeros`、`ones`、填充块、`broadcast_to`），并指出计算出该尺寸的那一行，通常是固定长度减去输入的长度。若差值直接写在算子的调用里（`self.max_len - n`），则指向选定该固定长度的地方：输入的长度是数据本身具有的。

## 为什么有问题
只要输入比假定的窗口更长，`CONTEXT - x.shape[1]` 就是负数。接收这个尺寸的算子以 `must be greater than or equal to 0, but got -4` 失败，离做减法的地方很远。

## 示例

## 改为
""", "cbcc915b"),
    "MSD105": ("""\
调用传入的位置参数多于 Cell 或函数接受的数量。

## 功能
查找传给 Cell 的 `construct` 或函数的位置参数多于其形参的调用。当参数从序列解包而来（`step(*batch)`）时，指向生成该序列的那一行：通常是数据辅助函数多加了一个值的 `return`。当参数由 MindSpore 自带的封装 Cell 转交时，指向构建该封装的那一行：围绕骨干网络而不是损失 Cell 构建的 `TrainOneStepCell`，或围绕多输入模型构建的 `WithLossCell`（它只接受一个输入和标签）。当 MindSpore 的对象调用交给它的用户函数时（以 PyTorch 风格的 `warmup(step)` 构建的 `LearningRateScheduler`），指向交出该函数的地方。

## 为什么有问题
静态图模式报告“the parameters number of the function is N, but the number of provided arguments is M”，用的是图的参数，而且常常发生在 `TrainOneStepCell` 这样的封装 Cell 内部；而这些值是在构建 batch 的地方数出来的。

## 示例

## 改为
""", "ce654a82"),
    "MSD414": ("""\
输入被下采样的次数超过了其尺寸所允许的。

## 功能
查找输出尺寸会变成 0 的池化（或带步长的）层；当该层在循环的每一轮中构建一次（`for _ in range(cfg["num_stages"])`、遍历 `range(num_stages)` 的列表推导式，或在这样的循环中调用的辅助函数）时，沿循环次数追溯到选定它的地方：配置项、构造函数参数以及调用方为它给出的设置。

## 为什么有问题
每一级把图像减半；五级需要至少 32 像素的输入。静态图模式在最后一级的层处用它算出的形状报错，离多要了一级的那个设置（或对这些级来说太小的图像尺寸）很远。

## 示例

## 改为
""", "f5ef265b"),
    "MSD104": ("""\
调用没有给某个必需参数传值。

## 功能
查找对子 Cell 或函数的调用中，没有传入其 `construct` 全部必需参数的情况。若该调用由 MindSpore 自带的封装 Cell 发出（`WithLossCell` 只用数据调用它持有的第一个 Cell），则指向以错误顺序传入 Cell 构建该封装的那一行（`nn.WithLossCell(loss_fn, net)`）。当调用的是 `ops.GradOperation(sens_param=True)` 生成的梯度函数且只传入了输入时，它指向构建该算子的那一行：最后一个输入被当作了敏感度。

## 为什么有问题
Python 会抛出 `TypeError: missing 1 required positional argument`。在静态图模式下，MindSpore 在构图时报告参数绑定失败，用的是图参数的说法，而且常常指向最外层的调用。

## 示例

## 改为
""", "780dde27"),
    "MSD226": ("""\
梯度函数的构建设置与其求导的函数不符。

## 功能
查找由 `ms.value_and_grad`/`ms.grad` 生成、调用失败且设置不符的梯度函数：对只返回损失的函数设置了 `has_aux=True`，或 `grad_position` 超出了函数的输入（Cell 的输入从 0 开始计数，不含 `self`）。指向构建梯度函数时写下的那个关键字参数。也会指向该关键字读取的设置（`grad_position=cfg.GRAD_INPUTS`），在图代码之外调用梯度函数时（在工厂函数中构建的训练步）也是如此。

## 为什么有问题
梯度函数只构建一次，常在 `__init__` 或构建训练步的辅助函数中，直到被调用时才失败，报错说的是输出或位置，既不提那个关键字参数，也不提设置它的那一行。

## 示例

## 改为
""", "ad52a8df"),
    "MSD227": ("""\
`@ms.jit_class` 用在了 `nn.Cell` 的子类上。

## 功能
查找派生自 `nn.Cell` 的类上的 `@jit_class` 装饰器（MindSpore 在定义该类时拒绝它，通常发生在导入模块时），并指向该装饰器。

## 为什么有问题
`jit_class` 让普通 Python 类可以在图代码中使用。Cell 本来就可以：它的 `construct` 照原样编译，图代码可以调用它、读取它的属性。MindSpore 会在导入定义该类的模块时终止程序。

## 示例

## 改为
""", "29c57074"),
    "MSD303": ("""\
`construct` 中的 Python 循环展开后超出了 MindSpore 的调用深度上限。

## 功能
查找 `construct`（或它调用的函数）中迭代次数多到让编译出的图超出调用深度上限的 `for`/`while` 循环，并指向该循环。递归也会以同样方式展开：若其终止条件读取的是张量（编译时无法判定），则指向该判断；若该张量是由 Python 数值做成的（传入的 `Tensor(3, ms.int32)`、以 `ms.Tensor(0)` 起始的 `while` 计数器），则指向创建它的那一行。

## 为什么有问题
静态图模式会展开边界为常量的 Python 循环：每一次迭代都变成更多的图。循环太长时，经过漫长的编译后会报 `Exceed function call depth limit 1000`，而且不给出行号。

## 示例

## 改为
""", "0c837bbd"),
    "MSD207": ("""\
图抛出的异常来自你自己的 `raise` 语句。

## 功能
识别出这次失败是 `construct`（或 jit 函数、辅助函数）中一条被执行的 `raise`：指出这条语句和导致它执行的检查，并给出 eager 重跑时看到的值；如果检查的是在别处设置的值（在 `__init__` 中设置的属性、配置常量），就指向那里。

## 为什么有问题
静态图模式会把 `raise` 编译进图，并在编译时对常量求值检查条件。检查触发时，MindSpore 报出的是你的消息加上它自己的调用栈，常常不给出 `raise` 所在的行。需要修改的是被检查拒绝的那个值，而不是 MindSpore。

## 示例

## 改为
""", "dcb1853b"),
    "MSD208": ("""\
图代码中的 `raise` 使用了静态图模式无法抛出的异常类型。

## 功能
当 MindSpore 报告 `X` 不在它支持的异常类型之列时，找到图代码中的 `raise X(...)`，并给出它支持的最接近的类型。

## 为什么有问题
静态图模式只能抛出 Python 的标准异常类型（`ValueError`、`TypeError`、`RuntimeError`、`IndexError` 等）。`UserWarning` 之类的警告、`ImportError` 以及你自己定义的异常类都会让编译以 `Unsupported exception type` 终止，无论这个 `raise` 是否会执行。

## 示例

## 改为
""", "a0611635"),
    "MSD209": ("""\
图代码中的 `assert` 不成立。

## 功能
识别 `construct` 或 jit 函数中的 `assert` 抛出的 `AssertionError`，指出这条语句并给出其条件读到的值；如果条件读的是在别处设置的值（配置项、在 `__init__` 中设置的属性），就指向那里。

## 为什么有问题
静态图模式在编译时对常量求值 `assert`，对张量则在图运行时求值。无论哪种情况，失败都带着 MindSpore 的调用栈；如果 `assert` 没有消息，报错中就什么消息都没有。

## 示例

## 改为
""", "9e124a20"),
    "MSD210": ("""\
Python 内置函数收到了无法转换成 Python 值的张量。

## 功能
查找作用在多元素张量、0 维张量或嵌套在列表中的张量上的 `int()`、`float()`、`len()`、`max()`、迭代等操作，并指出这次调用和张量的形状。

## 为什么有问题
Python 内置函数处理的是 Python 值。静态图模式只能把只有一个元素的张量转换成 Python 值；否则编译会以 `Can not convert Tensor with more than one element to Scalar`、`Not support len of a 0-D tensor` 或 `The truth value of an array with more than one element is ambiguous` 终止，既不指出调用，也不指出张量。

## 示例

## 改为
""", "d5788d4d"),
    "MSD211": ("""\
图代码中的 Python 内置函数收到了类型不对的参数。

## 功能
查找静态图模式在编译时求值、并拒绝了其参数的内置函数（`sum`、`list`、`round`、`max`、`isinstance`、`enumerate`、`range`、`int`、`float` 等），指出这个参数；如果参数是在另一行产生的（配置值、在 `__init__` 中设置的属性），就指向那里。

## 为什么有问题
静态图模式在编译时对常量运行这些内置函数，因此 Python 自己的错误（`'int' object is not iterable`、`isinstance() arg 2 must be a type or tuple of types`）会让编译终止，而且用的是 MindSpore 的说法，位置常常离选定这个值的地方很远。

## 示例

## 改为
""", "83a59b10"),
    "MSD212": ("""\
图代码读取了不存在的属性，或调用了不存在的方法。

## 功能
查找诸如张量上的 `x.nrom()`、Cell 上的 `self.num_feature`、`getattr(x, "name")` 或 Python 数值上的 `.shape` 之类的属性读取，并给出对象确实拥有的最接近的属性名。如果对象是在别处产生的、类型不对的 Python 值（在 `__init__` 中保存的 `int`），就指向那里。当某个 cell 的 `__init__` 只在把某个设置与固定选项比较的 `if`/`elif` 分支中设置该属性，而构建时给的设置一个都不匹配时，指向写下该设置的地方（一个配置值）。把子 Cell 的结果当作张量读取（`self.pool(h).squeeze(1)`），而它因为子 Cell 在构建时设置的某个标志下返回元组（`if self.return_weights: return pooled, weights`）而是元组时，指向设置该标志的那次构建。单元的辅助方法在 `if self.pad_id is None: return None` 下返回 None 时，指向该设置被留为 None 的地方（配置值），并把该 `return` 作为下一步（所有追溯 None 的规则都如此）。图模式算成 None 的表达式（`mask=None` 时的 `(tokens * mask).sum()`）按其中唯一为 None 的操作数来读，并追溯到它变成 None 的地方（漏传它的调用方）。因为调用展开的批次项数不足（生成器只 `yield ids, tags` 而没有掩码时的 `step(*batch)`）而保持 None 默认值的参数，指向生成该批次的 `yield`（或 `return`）（对所有追踪 None 的规则都适用）。在 `if config.FACTORIZED_EMBEDDING:` 下构建、缺少该属性的 Cell 类型（本应是带 `embedding_table` 的 `Embedding`，却是 `SequentialCell`），指向该设置被赋值的地方。

## 为什么有问题
静态图模式在编译时基于它自己的抽象类型（`Tensor`、`Int`、`Tuple`、`ClassMember`）解析属性，遇到第一个不存在的属性就停止。报错中给出的是 MindSpore 的类型名，而不是你的变量名。

## 示例

## 改为
""", "c7edc9ff"),
    "MSD213": ("""\
元组、列表或字符串的下标越界。

## 功能
查找下标超出静态图模式在编译时已知的元组、列表或字符串范围的下标访问和 `pop` 调用。如果下标、或决定序列长度的份数（`split` 切出的份数）是在别处选定的，就指向那里；如果序列在前面被清空过（`clear`、`pop`），就指向那一行。

## 为什么有问题
静态图模式在编译时对这些下标求值，并以 `TupleGetItem evaluator index should be in range[-2, 2), but got 2` 或 `The pop index out of range` 终止，说的是它自己的求值器，而不是你的序列。

## 示例

## 改为
""", "fc4099ea"),
    "MSD214": ("""\
`seq.index(value)` 查找的值不在序列中。

## 功能
查找静态图模式在编译时求值、却找不到目标值的元组、列表和字符串上的 `.index(...)` 与 `.remove(...)` 调用，包括在 Python 数值中查找张量的情况。

## 为什么有问题
编译会以 `9 is not in`（报错中省略了序列本身）或 `substring not found` 终止。静态图模式在编译时查找值，因此在 Python 数值中永远找不到张量，即使 eager 运行能找到。

## 示例

## 改为
""", "e02e02d8"),
    "MSD215": ("""\
图代码中的字典收到了静态图模式无法使用的键：列表，或只有运行时才知道的值。

## 功能
查找键为列表或张量输入的字典字面量；如果键是在另一行产生的（在 `__init__` 中保存的列表），就指向那里。

## 为什么有问题
静态图模式在编译时构建字典，需要那时就能哈希的键：字符串、数值、类型、None、常量张量和元组。编译会以 `make_dict evaluator key only supports string, number, type, none, constant tensor and tuple` 终止。

## 示例

## 改为
""", "bf7bea55"),
    "MSD216": ("""\
图代码读取了字典中不存在的键。

## 功能
在静态图模式编译时已知的字典上执行 `d[key]` 而键不存在时，查找这次读取，并给出字典中最接近的键。当没有相近的键时（键没有拼错：dict 缺少一个条目，例如任务列表中列出的某个任务），它指向写这个 dict 的地方。

## 为什么有问题
编译会以 `The key hiden does not exist in the dict` 终止，通常是配置键的拼写错误，而报错给出的是 MindSpore 的调用栈，不是读取所在的行。

## 示例

## 改为
""", "684eac1b"),
    "MSD217": ("""\
给扩展切片赋值的序列长度不对。

## 功能
查找静态图模式在编译时已知的列表上的 `items[::2] = values`，其中 `values` 的元素个数与切片的位置数不一致；如果被赋的值是在另一行选定的，就指向那里。

## 为什么有问题
扩展切片（带步长的切片）的位置数是固定的。编译会以 Python 的 `attempt to assign sequence of size 4 to extended slice of size 5` 终止，并附上 MindSpore 的调用栈。

## 示例

## 改为
""", "219b87e5"),
    "MSD218": ("""\
图代码中的列表或字典方法收到了类型不对的参数。

## 功能
查找静态图模式在编译时求值的容器上的 `insert`、`pop`、`extend`、`update` 和 `fromkeys`，它们收到了浮点数位置或不可迭代的值。

## 为什么有问题
静态图模式在编译时检查这些参数，并用它自己的说法终止（`Integer argument expected, but got FP32Imm`、`Int64 object is not iterable`、`The pointer[dict] is null`），既不指出方法，也不指出参数。

## 示例

## 改为
""", "7b008140"),
    "MSD219": ("""\
传给图的列表或字典包含它自身。

## 功能
找到被监视调用中包含自身的参数（`a.append(a)`、`cfg["parent"] = cfg`），并指向形成循环的那一行。

## 为什么有问题
静态图模式会把作为输入传入的 Python 容器逐个元素地转换成它自己的值；包含自身的容器永远转换不完，调用以 `Detect recursion when converting python object` 终止，不指出是哪个参数。

## 示例

## 改为
""", "89b72b55"),
    "MSD220": ("""\
进入同一个图的两个参数同名。

## 功能
找到出错图中同名参数的名字是在哪里给出的：两个 `Parameter(..., name="w")`，或者一个 `Parameter(..., name="w")`，而它所在 cell 的多个副本进入了图（被收集到 `ParameterTuple` 中，或作为全局变量被同一个 jit 函数捕获）。

## 为什么有问题
图按名字识别参数。MindSpore 会给 cell 的子 cell 的参数加上属性路径前缀，但不会处理经由其他途径进入图的参数：编译会以 `its name 'w' already exists` 终止。

## 示例

## 改为
""", "38fa09ff"),
    "MSD221": ("""\
图代码创建了静态图模式无法构造的类的实例。

## 功能
查找图代码中创建 MindSpore 拒绝在 `construct` 或 jit 函数中创建的类（`MultitypeFuncGraph` 以及其他框架类）实例的调用，并指向该调用。

## 为什么有问题
静态图模式只能创建它知道如何编译的对象。编译会以 `creating class '...' instances is not supported in 'construct' or @jit decorated function` 终止，而且常常不给出行号。

## 示例

## 改为
""", "9191adb3"),
    "MSD223": ("""\
图代码中的运算符收到了它不能处理的操作数。

## 功能
查找作用于浮点数或列表的 `|`、`&`、`^`、`<<`、`>>`，负数位数的移位，超出 64 位的 Python 整数，以及对元组的元素赋值。如果出问题的数值是在别处选定的（在 `__init__` 中设置的属性），就指向那里。

## 为什么有问题
静态图模式在编译时对常量计算运算符，而位运算只支持整数和布尔值。它会以 `For primitive[bit_or], the input argument[x_dtype] must be a type of {Bool, Int32, Int64}, but got Float32` 或 `Unable to cast Python instance of type <class 'int'> to C++ type 'long'` 之类的消息终止，不指出是哪个操作数。

## 示例

## 改为
""", "ebd9a107"),
    "MSD224": ("""\
图代码中的字符串运算把字符串与数值或张量混在一起。

## 功能
查找静态图模式在编译时求值的、字符串与数值或张量之间的 `+`、`*`、`%` 和比较运算。如果重复次数是在别处选定的浮点数（`__init__` 中的 `columns / 2`），就追溯到那里。与拼写成数字的字符串做算术（`1.0 - self.smoothing` 而它是 "0.1"）会被追踪到读入文本的地方：默认值为字符串且没有 `type=` 的 argparse 选项，或从文件读取的设置。

## 为什么有问题
静态图模式只把字符串当作编译期常量处理。它会以 Python 的 `can only concatenate str (not "int") to str`，或它自己的 `string_mul requires the input to be a string and an integer`、`Failed calling Add with "Add()(input=Tensor, other=string)"` 终止。

## 示例

## 改为
""", "4e1020e8"),
    "MSD225": ("""\
图代码除以常量 0。

## 功能
查找静态图模式在编译时对常量计算、且除数为 0 的除法（`/`、`//`、`%`）；如果除数是在另一行选定的（配置值、构造类时传入的参数），就指向那里。

## 为什么有问题
静态图模式在编译时折叠常量运算：除数为 0 会让编译以 `The divisor could not be zero` 终止，报错位置离那个为 0 的值很远。

## 示例

## 改为
""", "6af384be"),
    "MSD222": ("""\
在本应使用实例的地方，对类调用了方法。

## 功能
查找 `self.warmup.factor(step)` 这类调用，其中 `self.warmup` 保存的是类（常见的是 `@jit_class`）而不是它的实例，并指向保存这个类的地方。

## 为什么有问题
对类调用方法时，方法就是普通函数：第一个实参成了 `self`，最后一个形参得不到值。静态图模式报告 `The parameters number of the function is 2, but the number of provided arguments is 1`，既不指出是哪个类，也不指出缺少的 `()`。

## 示例

## 改为
""", "fe0e063c"),
    "MSD601": ("""\
数据集调用的函数（`GeneratorDataset` 的数据源、`map` 操作）抛出了异常。

## 功能
读取 MindSpore 在其消息中打印的 Python 调用栈，指向其中你的代码的最后一行：数据源的 `__getitem__` 或 `__next__`、或传给 `map` 的函数中抛出异常的那一行，并给出该异常自己的类型和消息。当 `__getitem__` 被请求越过数据末尾的那一行、而数据源的 `__len__` 计数的是别的东西（CSV 的 `len(self.lines)`，解析后的行不含表头）时，先指向那个 `__len__`。出错行使用的 None 若来自函数中更早的、没有默认值的 `mapping.get(key)`（词表中没有的词，`vocab.get(w)`），先指向那次查找。

## 为什么有问题
数据管道在拉取一行数据时，于自己的线程或工作进程中运行你的函数，因此 Python 显示的回溯止于迭代器（`create_tuple_iterator`、`model.train`），异常类型是 `RuntimeError`。失败的那一行以及真正的异常只出现在消息文本中、MindSpore 的分隔线之间。

## 示例

## 改为
""", "a2a41dac"),
    "MSD602": ("""\
`GeneratorDataset` 命名的列数多于或少于其数据源返回的数组数。

## 功能
找到 `column_names` 长度与 MindSpore 消息所给数目相同的 `GeneratorDataset`，指向该参数，并显示数据源给出另一个数目的 `return`（或 `yield`）。返回 dict 的数据源（像 PyTorch 的 `Dataset` 那样）在那个 `return` 处报告。列名以设置给出时（`column_names=config.COLUMNS`），指向该设置。

## 为什么有问题
数据集只在管道拉取某一行时才检查它，所以错误来自迭代器（或 `model.train`），常常位于与构建数据集不同的文件中。数据源返回的每个数组就是一列：名字和数组必须一一对应。

## 示例

## 改为
""", "13dde543"),
    "MSD603": ("""\
批处理的某一列从 `GeneratorDataset` 数据源得到了形状不同的行。

## 功能
从 MindSpore 的消息中读出列号和两个形状（`Cannot batch tensors with different shapes in column 0`），找到迭代器下的 `GeneratorDataset`，并指向其数据源给出变长行的 `return`（或 `yield`），同时给出列名。对于有两种 dtype 的行（`Cannot batch tensors with different types in column 0`），沿着数据源 `return` 的该列，穿过它调用的辅助函数，追溯到产生那个不同 dtype 的分支（短片段用 `np.zeros(n)` 留下了 float64）。若该列是一个终点随索引移动的切片（`self.series[i + w:i + w + h]`），且该类在 `__len__` 中计数，那么要改的是这个计数：它让最后几个切片超出数据末尾，因而变短。对于两个拼接在一起的数据集（`a + b`、`a.concat(b)`），若它们的 `NumpySlicesDataset` 数组让同一列有两种 dtype，则沿着带有 NumPy 默认 64 位 dtype 的那个数据集的该列，从拼接处穿过加载函数及其参数，追溯到生成该数组的地方。

## 为什么有问题
`batch` 把每列的行堆叠成一个数组，因此每行的形状必须相同。变长的行（分词后的句子、音频片段）只有在管道拉取一个 batch 时才失败，失败发生在 MindSpore 的 C++ batch 算子中，在循环处抛出 `RuntimeError`。

## 示例

## 改为
""", "830e50e8"),
    "MSD604": ("""\
数据集 `map` 中的某个变换拒绝了它收到的行。

## 功能
读取 MindSpore 指出的操作（`map operation: [RandomCrop] failed`），找到你的代码构建该变换的位置并指向它；如果它的某个参数是一个设置，而 MindSpore 的消息重复了该设置的值（裁剪尺寸 56），则指向选择该设置的那一行。辅助函数仅在某个标志被设置时才构建的变换（`if decode:` 之后是 `vision.Decode()`），若该辅助函数唯一的调用让这个标志保持默认值，则指向那次调用。当消息用文字点出它的某个设置时（`OneHot(num_classes)` 的 `num classes`），沿辅助函数的参数回溯该实参到它被计算出来的地方。`unknown_token` 不在词表中的 `text.Lookup`（`Lookup: "<unk>" doesn't exist in vocab`）指向构建词表的地方，并把该 `Lookup` 作为第二个位置。其某个参数是一个设置、消息给出了它的长度时（单通道图像的 `size of mean: 3`），即使它先从设置元组中解包（`mean, std = config.NORM_STATS`），也指向选定该设置的那一行。数据源的 `column_names` 与其 `__getitem__`（或生成器）给出值的顺序不同时（`["label", "image"]` 对应 `return self.images[i], self.labels[i]`），指向这些列名：变换拿到了另一列。`OneHot` 收到等于其类别数的类别索引时，沿它映射的列追溯到这些值生成的地方；若那里从 1 开始编号（`enumerate(names, start=1)`、`i + 1`，也包括加载函数从中读取映射表的辅助函数），则指向那一行。在 `if cfg["decode"]:` 下加入的变换，会从该条件追踪到该设置被赋值的地方。

## 为什么有问题
管道只在拉取一行时、在它自己的线程中应用变换，所以 Python 的回溯止于迭代器或 `model.train`，并给出 `RuntimeError`。该变换，以及与行不匹配的尺寸或顺序（裁剪比图像大、`Normalize` 在 `HWC2CHW` 之后），只在消息内部被提到。

## 示例

## 改为
""", "5d0347e7"),
    "MSD609": ("""\
交给 MindRecord `FileWriter` 的行与给它的 schema 不符。

## 功能
对于 `There is no valid data which can be written by 'write_raw_data'`，像写入器那样按 schema 检查它收到的行，并给出字段以及不同之处（dtype 不同的 NumPy 数组、缺失的字段）。对于 dtype，沿着行字典给该字段的值（`{"features": f, ...} for f, y in rows`），穿过生成它的循环和辅助函数，追溯到让它带上 NumPy 默认 64 位 dtype 的那一行。由辅助函数构建并返回的行（`write(to_records(x, y))`，写入器会原地清空该列表）会根据调用方仍持有的实参重建，指向该辅助函数的 `return`。

## 为什么有问题
写入器丢弃所有不符的行，只在警告中记下原因，然后因为一行都不剩而失败：错误不指明任何字段，而警告通常被隐藏（`GLOG_v=3`）或已滚出屏幕。

## 示例

## 改为
""", "0541778f"),
    "MSD610": ("""\
MindSpore 把文件（检查点、MindRecord、导出的图）写进一个不存在的文件夹。

## 功能
对于在 MindSpore 写入器内部抛出的 `FileNotFoundError`，取它无法创建的文件所在的文件夹，并在你的代码中查找创建其上层文件夹的 `os.makedirs`（或 `mkdir`）：这个调用创建了运行文件夹，却没有创建文件要放入的子文件夹，它就是要改的那一行。若没有这样的调用，则指向你请求写这个文件的那次调用。

## 为什么有问题
`ms.save_checkpoint` 等写入器只创建文件，不创建文件夹（不同于会创建其 `directory` 的 `ModelCheckpoint`）。错误给出的是 MindSpore 内部的一个临时文件名，而且常常出现在训练后期（第一次保存最佳 epoch 时）。

## 示例

## 改为
""", "f9d4c80f"),
    "MSD605": ("""\
数据集的 `map`（或 `project`，或 batch 的 `pad_info`）用到了数据集没有的列，或声明的输出列多于其函数返回的列。

## 功能
对于缺失的列（`input column name: ecg doesn't exist in the dataset columns`、`Invalid pad_info, column name: token does not exist`），找到用到它的 `map`、`project` 或 `padded_batch` 调用，并指向选择该名字的地方：字面量，或它读取的设置。对于数量不匹配（`the number of columns returned in 'map' operations: 1, the number of 'output_columns': 2`，或 batch 的 `per_batch_map` 的同类错误），指向传给该 `map` 或 `batch` 的函数的 `return`，并把它声明的列作为第二个位置。对于 zip 在一起、都带有同名列的两个数据集（`duplicate column speaker already exists when zipping datasets`），指向命名该列的较后的那个数据源（或 `rename`），较早的那个作为第二个位置。对于程序用管道没有的列名查找 `create_dict_iterator` 的一行（`batch["waveform"]`）而引发的 `KeyError`：当该行恰有一列从未被查找时，指向管道命名它的地方（数据源的 `column_names`、`map` 或 `rename` 的 `output_columns`）；键是设置而该列是字面量时它排在最前，键的来源作为另一个位置。也包括作为 `NumpySlicesDataset` 所给字典的键出现的列名。当多个步骤（`filter`、`map`）读取缺失的列名，而源中恰有一列（标签列除外）没有任何步骤读取时，源的这个名字才是不一致的那个：指向那里。

## 为什么有问题
列名只在管道启动时、从迭代器或 `model.train` 处被检查，给出的 `RuntimeError` 的回溯从不显示 `map` 调用或该设置。

## 示例

## 改为
""", "f3541989"),
    "MSD508": ("""\
一个 Python 数出现在某个算子要拼接的张量列表中（`ops.stack`、`ops.cat`）。

## 功能
读取 MindSpore 的 "all types should be same, but got [mindspore.tensor[float32], mindspore.float32]"，找到即时重跑中被视为 Python 数的那个列表元素，并追踪到它产生的地方：辅助函数的 `return 0.0`、字面量、从 `0` 开始的累加器。在算子需要张量的地方给出的 Python 数（`Failed calling Reshape with "input=Int64"`，在解码循环之前绑定的起始 token `token = self.bos_id`）会追踪到图代码中绑定它的那一行。保存在 Cell 上并交给算子的 Python 数（`ops.exp(self.logit_scale)`，其中 `self.logit_scale = math.log(...)`）会追踪到设置该属性的地方。原样传给编译函数的循环计数（`for epoch in range(n)`）指向那次调用。在由张量决定的 `while` 循环之前以 Python 数开始的累加量（`readout = 0`，然后 `while step < n_steps: readout = readout + h`），图模式会把它保留为数（尽管 PyNative 会把它变成张量），指向这个起始处。在算子需要张量的地方给出的 Python 数值列表或元组（`ops.gather(self.alpha, labels, 0)`，其中每类权重由辅助函数以列表返回）会追踪到产生该列表的地方。

## 为什么有问题
图算子接受一个张量列表；其中的 Python 数是另一种类型的常量，算子会拒绝整个列表。消息只给出算子，不给出元素，而这个数常常来自模型调用的辅助函数的某个分支。

## 示例

## 改为
""", "0e8254ce"),
    "MSD415": ("""\
检查点中某个参数的形状与要加载进去的模型中的不同。

## 功能
对于 `load_param_into_net` 的 "should have the same shape" 错误，找到持有该参数的层、给出不同维度的那个尺寸参数（`Dense` 的 `out_channels`、`Embedding` 的 `vocab_size`），并把该参数回溯到写下它的地方：构造函数参数、调用方的实参、配置常量。你自己的 Cell 创建的参数则回溯到创建它时使用的形状。当程序两次构建模型的类（训练并保存一个，再构建另一个来加载检查点）时，加载用的那次构建就是要改的地方：无论它读取的是什么设置，它的尺寸都与训练好的模型不同。加载前按名字过滤参数字典、而其前缀不匹配模型的任何参数时（头部名为 `fc` 却用 `not k.startswith("classifier.")`），指向选定该前缀的地方（先是辅助函数的默认值，其次是沿用它的调用）：本应排除的层被加载了。由一个其他代码按自身含义读取的设置计算出的尺寸（`num_grades=REFERABLE_FROM + 1`，其中 `REFERABLE_FROM` 是转诊阈值）指向该计算，而不是该设置。

## 为什么有问题
错误用参数在模型中的路径（`encoder.body.weight`）来命名它，并停在 MindSpore 的加载器里。检查点是用另一组设置构建的模型保存的；不同的那个设置通常位于远离该层的配置中。

## 示例

## 改为
""", "4472440a"),
    "MSD416": ("""\
算子收到的某个操作数的维数与它所需的不同。

## 功能
当 MindSpore 点名某个算子拒绝其维数的操作数时（`For TensorScatterAdd, the dimension of 'indices' cannot be less than 2, but got 1`），找到你的调用中 MindSpore 所指的那个实参，并把它回溯到它得到该维数的地方：构建它的辅助函数、把它传进来的调用方、在被监视调用之前生成输入的数据函数。分类指标的 `update` 在需要每类分数的地方收到类别 id 时（"the dimension of y_pred ... should equal to the dimension of y add 1"），同样回溯到生成这些 id 的 `argmax`。MindSpore 的层收到另一维数的输入属于 MSD407。`ops.gather_elements` 的索引也一样：它的秩必须与输入相同（MindSpore 却归咎于输入：“the x_rank must be equal to 1, but got 2”），沿着展开批次的列表（`step(*[ms.Tensor(a) for a in buffer.sample(n)])`）和用索引数组取出的行，追到按一维分配的缓冲区。

## 为什么有问题
报错的算子只是使用该张量的地方。scatter 和 gather 的索引、掩码和分段 id 通常由远离模型的辅助函数生成，缺少（或多出）的那一维是在那里丢掉的，常常是从 `(2, E)` 数组中取出一行造成的。

## 示例

## 改为
""", "32abceb7"),
    "MSD606": ("""\
数据集的最后一个 batch 比其他的小，而模型假定了 batch 大小。

## 功能
当图调用因形状失败，且它的某个输入是从一个保留较小的最后一个 batch（没有 `drop_remainder=True`）的 `batch(n)` 数据集取出的、行数少于 `n` 时，指向该 `batch` 调用，并把失败的那一行作为第二个位置。在 `model.train(epochs, data)` 下，网络的输入是 `data` 的各列，其 `batch` 也以同样方式找到。

## 为什么有问题
除最后一个外每个 batch 都有 `n` 行，所以把 batch 大小写进形状的模型（`x.reshape(BATCH, ...)`、形状为 `(BATCH, hidden)` 的状态）能跑完整个 epoch，直到最后一步才失败，而形状错误出现在模型里，既不提数据集也不提 batch。

## 示例

## 改为
""", "ee2fe551"),
    "MSD607": ("""\
数据集一个 batch 都不给：它的行数少于 `batch(n, drop_remainder=True)`。

## 功能
当一个指标在没有任何样本的情况下被求值（"the number of samples is 0"）时，找到求值它的函数中遍历数据集的循环及该数据集的 `batch` 调用；如果它丢弃最后一个较小的 batch，就指向那里。当 `Model.train`（或 `Model.eval`）拒绝一个没有批次的数据集时（"There is no valid data in dataset"），指向该数据集的 `batch` 调用，并先指向用另一个划分的设置确定大小的划分（`n_train = int(len(ids) * cfg.VAL_FRACTION)`）。

## 为什么有问题
使用 `drop_remainder=True` 时，比 batch 大小还小的划分（20 张图的验证集、batch 为 32）一个 batch 都没有：循环从不执行，指标在循环之后才失败，远离把数据清空的管道。

## 示例

## 改为
""", "158ae1d0"),
}
