read n
echo $((n * n))
