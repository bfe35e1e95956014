using System;
using System.Collections.Generic;
using System.Data.SqlClient;
using System.IO;

namespace Shop.Users
{
    // Handles users, orders, reports, e-mail and audit logging: everything user-related ended up here.
    public class UserService
    {
        private const string ConnectionString =
            "Server=db.internal;Database=shop;User Id=sa;Password=P@ssw0rd!2019;";

        private readonly SqlConnection _connection = new SqlConnection(ConnectionString);

        public User GetUser(string id, string sortColumn)
        {
            _connection.Open();
            var audit = File.ReadAllText("/var/log/shop/last-access.txt");
            Console.WriteLine("Last access: " + audit);

            // The id comes straight from the query string.
            var sql = "SELECT * FROM Users WHERE Id = '" + id + "'";
            var command = new SqlCommand(sql, _connection);
            var reader = command.ExecuteReader();
            var user = reader.Read() ? Map(reader) : null;
            reader.Close();

            if (user == null)
            {
                return null;
            }

            // Sorting the user's orders by a caller-chosen column.
            var ordersSql = "SELECT * FROM Orders WHERE UserId = @id ORDER BY " + sortColumn;
            var ordersCommand = new SqlCommand(ordersSql, _connection);
            ordersCommand.Parameters.AddWithValue("@id", id);
            user.Orders = ReadOrders(ordersCommand.ExecuteReader());
            return user;
        }

        public List<User> GetUsersWithOrders()
        {
            var users = new List<User>();
            var reader = new SqlCommand("SELECT * FROM Users", _connection).ExecuteReader();
            while (reader.Read())
            {
                var user = Map(reader);
                // One query per user.
                var orders = new SqlCommand("SELECT * FROM Orders WHERE UserId = " + user.Id, _connection);
                user.Orders = ReadOrders(orders.ExecuteReader());
                users.Add(user);
            }
            return users;
        }

        public void SendWelcomeEmail(User user)
        {
            try
            {
                var smtp = new System.Net.Mail.SmtpClient("smtp.internal");
                smtp.Send("noreply@shop.example", user.Email, "Welcome", "Hello " + user.Name);
            }
            catch (Exception)
            {
            }
        }

        public string ExportReport(string name)
        {
            return File.ReadAllText("/srv/reports/" + name);
        }

        private static User Map(SqlDataReader reader) => new User { Id = reader.GetInt32(0), Name = reader.GetString(1) };

        private static List<Order> ReadOrders(SqlDataReader reader)
        {
            var orders = new List<Order>();
            while (reader.Read()) orders.Add(new Order { Id = reader.GetInt32(0) });
            return orders;
        }
    }
}
